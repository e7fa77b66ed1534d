// The embedded scheme programs: assemble_embedded resolves .include among
// the embedded files, and include fragments (*.inc.s) are never programs.
#include <catch2/catch.hpp>

#include <stdexcept>
#include <string>

#include "cores/mb/toolchain/Elf.hpp"
#include "schemes/EmbeddedPrograms.hpp"
#include "schemes/pshs/PshsScheme.hpp"
#include "schemes/sos/SosScheme.hpp"

using namespace montsim;

TEST_CASE("assemble_embedded: the SOS kernels include sos_finish.inc.s from the embedded files", "[asm][embedded]") {
    for (const char* name : {"sos/sos.s", "sos/sos_libgcc.s"}) {
        INFO(name);
        const mb::Program p = schemes::assemble_embedded(name);
        CHECK(p.source_name == std::string("schemes/") + name);
        // Labels of the fragment, placed inside mont_sos, before its epilogue.
        REQUIRE(p.symbol("sos_copy"));
        REQUIRE(p.symbol("sos_done"));
        CHECK(*p.symbol("mont_sos") < *p.symbol("sos_copy"));
        CHECK(*p.symbol("sos_done") < *p.symbol("mont_sos_end"));
        // The same program as the source tree gives from disk (montsim asm schemes/sos/sos.s).
        const mb::Program disk = mb::load_program_file(std::string(MONTSIM_SOURCE_DIR) + "/schemes/" + name);
        REQUIRE(disk.segments.size() == p.segments.size());
        for (size_t i = 0; i < p.segments.size(); ++i) CHECK(disk.segments[i].bytes == p.segments[i].bytes);
        CHECK(disk.symbols == p.symbols);
    }
    CHECK(schemes::assemble_embedded("sos/sos.s").segments.at(0).bytes ==
          schemes::SosScheme::program(schemes::SosKernel::Mulhu).segments.at(0).bytes);
    CHECK(schemes::assemble_embedded("pshs/pshs.s").segments.at(0).bytes == schemes::PshsScheme::program().segments.at(0).bytes);
}

TEST_CASE("assemble_embedded: every embedded program assembles, every fragment is refused as a program", "[asm][embedded]") {
    int programs = 0, fragments = 0;
    int runtime_files = 0, machines = 0, blocks = 0;
    for (const auto& f : schemes::embedded_programs()) {
        const std::string path(f.name);
        INFO(path);
        if (path.size() > 12 && path.substr(path.size() - 12) == ".params.toml") {  // a parameter block's declaration
            ++blocks;
            CHECK_THROWS_AS(schemes::embedded_program(path.substr(8)), std::invalid_argument);
            continue;
        }
        if (path.rfind("configs/machines/", 0) == 0) {  // a VLIW machine description, read by scheme fips
            ++machines;
            CHECK(schemes::embedded_file(path) == f.source);
            continue;
        }
        if (path.rfind("schemes/", 0) != 0) {  // the C runtime: included by compiled kernels, never a program
            CHECK(path.rfind("cores/mb/runtime/", 0) == 0);
            ++runtime_files;
            continue;
        }
        const std::string name = path.substr(8);
        if (schemes::is_include_fragment(name)) {
            ++fragments;
            CHECK_THROWS_WITH(schemes::assemble_embedded(name), Catch::Contains("an include fragment is not a program"));
            CHECK_THROWS_AS(schemes::embedded_program(name), std::invalid_argument);
        } else {
            ++programs;
            CHECK_NOTHROW(schemes::assemble_embedded(name));
        }
    }
    CHECK(programs >= 3);
    CHECK(fragments >= 1);
    CHECK(runtime_files == 1);
    CHECK(machines == 2);
    CHECK(blocks == 8);
    CHECK_FALSE(schemes::embedded_file("configs/machines/none.toml"));
    // The list of programs in the error names programs only.
    try {
        schemes::embedded_program("nope.s");
        FAIL("no error");
    } catch (const std::invalid_argument& e) {
        CHECK_THAT(e.what(), Catch::StartsWith("no scheme program 'nope.s' (have: "));
        CHECK_THAT(e.what(), Catch::Contains("pshs/pshs.s, pshs/pshs_marked.s, pshs/pshs_marked_masked.s, "
                                             "pshs/pshs_masked.s, sos/sos.s, sos/sos_libgcc.s, sos/sos_masked.s"));
        CHECK_THAT(e.what(), !Catch::Contains(".inc.s"));
    }
    CHECK(schemes::is_include_fragment("sos/sos_finish.inc.s"));
    CHECK_FALSE(schemes::is_include_fragment("sos/sos.s"));
    CHECK_FALSE(schemes::is_include_fragment("inc.s"));
}

TEST_CASE("include_embedded: names are relative to the including file's folder, inside schemes/", "[asm][embedded]") {
    const auto same_folder = schemes::include_embedded("sos_finish.inc.s", "schemes/sos/sos.s");
    REQUIRE(same_folder);
    CHECK(same_folder->name == "schemes/sos/sos_finish.inc.s");
    CHECK(same_folder->text.find("sos_done:") != std::string::npos);
    const auto other_folder = schemes::include_embedded("../sos/sos_finish.inc.s", "schemes/pshs/pshs.s");
    REQUIRE(other_folder);
    CHECK(other_folder->name == "schemes/sos/sos_finish.inc.s");
    CHECK_FALSE(schemes::include_embedded("sos_finish.inc.s", "schemes/pshs/pshs.s"));  // not relative to schemes/
    CHECK_FALSE(schemes::include_embedded("sos/sos_finish.inc.s", "schemes/pshs/pshs.s"));
    CHECK_FALSE(schemes::include_embedded("../../sos/sos.s", "schemes/sos/sos.s"));  // outside schemes/
    CHECK_FALSE(schemes::include_embedded("/schemes/sos/sos.s", "schemes/sos/sos.s"));
    // An error inside an embedded fragment names it as in the source tree
    // (alone, sos_finish.inc.s lacks the final_subtraction macro its
    // program defines first).
    try {
        mb::assemble(".include \"sos/sos_finish.inc.s\"\n", "schemes/main.s", schemes::include_embedded);
        FAIL("no error");
    } catch (const mb::AsmError& e) {
        CHECK(e.file == "schemes/sos/sos_finish.inc.s");
        CHECK(std::string(e.what()).find("unknown mnemonic 'final_subtraction'") != std::string::npos);
    }
}
