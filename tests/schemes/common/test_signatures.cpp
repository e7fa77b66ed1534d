// What (EC)DSA needs on the host (schemes/common/Signatures.hpp): SHA-256
// and HMAC-SHA-256 against published vectors. RFC 6979's nonces are
// checked where they are used: tests/schemes/ecc (P-256) and
// tests/schemes/modexp (the 2048-bit DSA group).
#include <catch2/catch.hpp>

#include "schemes/common/Signatures.hpp"

using namespace montsim;

namespace {

std::string hex_of(const std::array<uint8_t, 32>& bytes) {
    static const char* digits = "0123456789abcdef";
    std::string out;
    for (uint8_t b : bytes) out += std::string{digits[b >> 4], digits[b & 15]};
    return out;
}

schemes::Bytes bytes_of(const std::string& text) { return schemes::Bytes(text.begin(), text.end()); }

}  // namespace

TEST_CASE("signatures: SHA-256 (FIPS 180-4) and HMAC-SHA-256 (RFC 4231) vectors", "[signatures]") {
    using schemes::Bytes;
    CHECK(hex_of(schemes::sha256(bytes_of(""))) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
    CHECK(hex_of(schemes::sha256(bytes_of("sample"))) ==
          "af2bdbe1aa9b6ec1e2ade1d694f41fc71a831d0268e9891562113d8a62add1bf");
    // Two blocks: 56 bytes leave no room for the length in the first.
    CHECK(hex_of(schemes::sha256(bytes_of("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"))) ==
          "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1");
    // RFC 4231, test cases 1 and 6 (a key longer than a block is hashed first).
    CHECK(hex_of(schemes::hmac_sha256(Bytes(20, 0x0b), bytes_of("Hi There"))) ==
          "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7");
    CHECK(hex_of(schemes::hmac_sha256(Bytes(131, 0xaa),
                                      bytes_of("Test Using Larger Than Block-Size Key - Hash Key First"))) ==
          "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54");
}
