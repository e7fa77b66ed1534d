// Splitting a loop body between a clustered machine's sides (the C62x's data
// paths A and B): which side each op runs on, which ops then read an operand
// through a cross path, and the resource bound after the split (TI's
// "partitioned resource bound"). Exact: for up to 20 ops exhaustive over
// the 2^ops splits, for up to 40 (the C62x basic loop has 22) a branch and
// bound that reaches the same optimum; so the bound is the best any split
// reaches; among the best, the fewest cross-path reads, then the most even
// split, then the first found.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "cores/vliw/MachineDescription.hpp"
#include "cores/vliw/ModuloScheduler.hpp"

namespace montsim::vliw {

struct SidePartition {
    std::vector<std::string> side;  // per op
    LoopBody pinned;                // the loop with each op pinned to its side's units, crossings marked
    unsigned bound = 0;             // resource_mii(pinned): the partitioned resource bound
    // Per side, ops per TI class (the unit kinds an op may run on, e.g.
    // "LSD" for an add), and "X" for ops reading through the cross path.
    std::map<std::string, std::map<std::string, unsigned>> classes;
};

// std::invalid_argument if the machine has fewer than two sides or the loop
// more than 20 ops.
SidePartition partition_sides(const MachineDescription& m, const LoopBody& loop);
// The branch and bound partition_sides uses beyond 20 ops, for any size up
// to 40 (tests compare it with the enumeration where both run).
SidePartition partition_sides_search(const MachineDescription& m, const LoopBody& loop);

// TI's name for the class of an op: the kinds that can run it, joined ("LSD").
std::string kind_class(const MachineDescription& m, const LoopOp& op);

}  // namespace montsim::vliw
