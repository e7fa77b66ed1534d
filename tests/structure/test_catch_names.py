"""A Catch test whose name begins with '-' cannot be run by name: catch_discover_tests
hands the name to the test binary, which reads it as an option, and CTest reports
the test failed ("Unrecognised token")."""
import pathlib
import re

TESTS = pathlib.Path(__file__).resolve().parent.parent


def test_no_catch_test_name_begins_with_a_dash():
    bad = []
    for path in TESTS.rglob("*.cpp"):
        for n, line in enumerate(path.read_text(errors="replace").splitlines(), 1):
            if re.search(r'TEST_CASE\(\s*"-', line):
                bad.append(f"{path.relative_to(TESTS)}:{n}")
    assert not bad, "test names beginning with '-': " + ", ".join(bad)
