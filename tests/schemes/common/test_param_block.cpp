// The parameter block declarations (schemes/**/*.params.toml) as the C++
// layouts read them: offsets in order, arrays by their words, a field a
// layout asks for and the declaration lacks is a logic error.
#include <catch2/catch.hpp>

#include "schemes/common/ParamBlock.hpp"

using namespace montsim;

TEST_CASE("a parameter block's offsets come from its one declaration", "[schemes][params]") {
    const auto& pshs = schemes::ParamBlock::declared("pshs/pshs.params.toml");
    CHECK(pshs.offset("s") == 0);
    CHECK(pshs.offset("nprime") == 16);
    CHECK(pshs.offset("lag") == 52);
    CHECK(pshs.bytes() == 56);
    const auto& pmont = schemes::ParamBlock::declared("pmont/pmont.params.toml");
    CHECK(pmont.words("off") == 16);
    CHECK(pmont.offset("z") == pmont.offset("off") + 64);
    CHECK(&schemes::ParamBlock::declared("pshs/pshs.params.toml") == &pshs);  // read once
    CHECK_THROWS_WITH(pshs.offset("nope"), Catch::Contains("pshs.params.toml declares no field nope"));
    CHECK_THROWS_AS(schemes::ParamBlock::declared("pshs/none.params.toml"), std::logic_error);
}
