# Writes sim/REFERENCE.md from the montsim just built (montsim --help
# --markdown), only when it changed, so that the reference a reader finds in
# the tree is the one the registries make. Run by the build after linking
# montsim: cmake -DMONTSIM=... -DOUT=... -P sim/Reference.cmake
execute_process(COMMAND ${MONTSIM} --help --markdown OUTPUT_VARIABLE text RESULT_VARIABLE status)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "${MONTSIM} --help --markdown failed (${status})")
endif()
set(old "")
if(EXISTS ${OUT})
  file(READ ${OUT} old)
endif()
if(NOT old STREQUAL text)
  file(WRITE ${OUT} "${text}")
  message(STATUS "montsim: wrote ${OUT}")
endif()
