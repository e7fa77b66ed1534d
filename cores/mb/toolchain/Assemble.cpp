// The assembler's driver, which implements its interface (Assembler.hpp): parse (AsmParser), lay out
// (AsmLayout), emit (AsmEmitter), then the program image and its symbols, and
// the listing (AsmListing.cpp). Includes are read from disk relative to the
// including file (include_from_disk) or by a resolver the caller gives.
#include "cores/mb/toolchain/Assembler.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <cstdio>
#include <deque>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <limits>
#include <optional>
#include <unordered_map>
#include <utility>

#include "cores/mb/toolchain/AsmEmitter.hpp"
#include "cores/mb/toolchain/AsmLayout.hpp"
#include "cores/mb/toolchain/AsmParser.hpp"
#include "cores/mb/toolchain/AsmSource.hpp"
#include "cores/mb/isa/Isa.hpp"

namespace montsim::mb {




namespace assembler {

// The listing of the source beside the addresses and words it produced
// (AsmListing.cpp).
std::vector<ListingLine> make_listing(const Source& src, const Layout& layout, const Emitter& emitter);

namespace {

Program make_program(const Source& src, const Layout& layout, const Emitter& emitter, Evaluator& ev) {
    Program p;
    p.source_name = src.files[0];
    for (int s = 0; s < kSectionCount; ++s) {
        if (emitter.image(s).empty() || static_cast<Section>(s) == Section::Discard) continue;
        Segment seg;
        seg.addr = layout.base[s];
        seg.bytes = emitter.image(s);
        seg.executable = s == static_cast<int>(Section::Text);
        p.segments.push_back(std::move(seg));
    }
    for (size_t k = 0; k < src.symbols.size(); ++k) {
        p.symbols.emplace(std::string(src.symbols[k].name),
                          static_cast<uint32_t>(ev.symbol_value(static_cast<int>(k)).value_or(0)));
        if (src.symbols[k].kind == SymbolKind::Equ) p.constants.insert(std::string(src.symbols[k].name));
    }
    p.entry = p.symbol("_start").value_or(layout.base[static_cast<int>(Section::Text)]);
    return p;
}

}  // namespace
}  // namespace assembler

using namespace assembler;

std::optional<IncludedFile> include_from_disk(const std::string& name, const std::string& including_file) {
    namespace fs = std::filesystem;
    fs::path path(name);
    if (path.is_relative()) path = fs::path(including_file).parent_path() / path;
    path = path.lexically_normal();
    std::error_code ec;
    if (!fs::is_regular_file(path, ec)) return std::nullopt;
    std::ifstream in(path, std::ios::binary);
    if (!in) return std::nullopt;
    std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    if (in.bad()) return std::nullopt;
    return IncludedFile{path.string(), std::move(text)};
}

Assembly assemble(std::string_view source, const std::string& filename) {
    return assemble(source, filename, include_from_disk);
}

Assembly assemble(std::string_view source, const std::string& filename, const IncludeResolver& resolver) {
    Source src = parse(source, filename, resolver);
    define_boundary_symbols(src);
    check_all_symbols_defined(src);
    const Layout layout = lay_out(src);
    Evaluator ev(src, &layout);
    Emitter emitter(src, layout, ev);
    emitter.run();
    Assembly out;
    out.program = make_program(src, layout, emitter, ev);
    out.listing = make_listing(src, layout, emitter);
    return out;
}

}  // namespace montsim::mb
