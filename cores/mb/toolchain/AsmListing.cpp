// The listing: each source line beside its address and the words it
// produced (`montsim asm`'s output), and its text format.
#include <algorithm>
#include <cstdio>
#include <string>
#include <vector>

#include "cores/mb/toolchain/AsmEmitter.hpp"
#include "cores/mb/toolchain/AsmLayout.hpp"
#include "cores/mb/toolchain/AsmSource.hpp"

namespace montsim::mb {

namespace assembler {

std::vector<ListingLine> make_listing(const Source& src, const Layout& layout, const Emitter& emitter) {
    std::vector<ListingLine> listing;
    listing.reserve(src.lines.size());
    uint32_t location = 0;
    for (size_t l = 0; l < src.lines.size(); ++l) {
        ListingLine row;
        row.line = src.lines[l].line;
        row.text = std::string(src.lines[l].text);
        row.file = src.files[src.lines[l].file];
        const uint32_t first = src.line_first_stmt[l], last = src.line_first_stmt[l + 1];
        row.address = first < last ? layout.address[first] : location;
        for (uint32_t i = first; i < last; ++i) {
            const std::vector<uint8_t>& image = emitter.image(static_cast<int>(src.stmts[i].section));
            for (uint32_t k = 0; k < layout.size[i]; ++k) {
                if (row.size % 4 == 0) row.words.push_back(0);
                row.words.back() |= uint32_t{image[emitter.offset(i) + k]} << (8 * (3 - row.size % 4));
                ++row.size;
            }
            location = layout.address[i] + layout.size[i];
        }
        listing.push_back(std::move(row));
    }
    return listing;
}

namespace {

std::string hex(uint32_t v, int digits) {
    char buf[12];
    std::snprintf(buf, sizeof buf, "%0*x", digits, static_cast<unsigned>(v));
    return buf;
}

}  // namespace
}  // namespace assembler

using assembler::hex;

std::string format_listing(const Assembly& assembly) {
    constexpr size_t kWordsPerRow = 2;  // an imm prefix and its instruction share a row
    constexpr size_t kMaxRows = 4;      // long fills are cut short
    std::string out;
    for (const ListingLine& row : assembly.listing) {
        const size_t rows = std::max<size_t>(1, (row.words.size() + kWordsPerRow - 1) / kWordsPerRow);
        for (size_t r = 0; r < rows && r < kMaxRows; ++r) {
            std::string line = hex(row.address + static_cast<uint32_t>(r * kWordsPerRow * 4), 8) + "  ";
            for (size_t w = r * kWordsPerRow; w < std::min(row.words.size(), (r + 1) * kWordsPerRow); ++w) {
                const uint32_t bytes = std::min<uint32_t>(4, row.size - static_cast<uint32_t>(w) * 4);
                if (w > r * kWordsPerRow) line += ' ';
                line += hex(row.words[w] >> (8 * (4 - bytes)), static_cast<int>(bytes * 2));
                line.append(8 - bytes * 2, ' ');  // keeps the source text in its column
            }
            if (row.words.empty()) line += std::string(8, ' ');
            if (r == 0) line += "  " + row.text;
            while (!line.empty() && line.back() == ' ') line.pop_back();
            out += line + '\n';
        }
        if (rows > kMaxRows) {
            const uint32_t shown = static_cast<uint32_t>(kMaxRows * kWordsPerRow * 4);
            out += hex(row.address + shown, 8) + "  ... (" + std::to_string(row.size - shown) + " more bytes)\n";
        }
    }
    return out;
}

}  // namespace montsim::mb
