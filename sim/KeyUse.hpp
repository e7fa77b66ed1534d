// Which config keys a point's models read, from the registries alone: the
// engine's own keys, the chosen scheme's, and for a simulated scheme its
// core types' and the chosen topology's, then, transitively, the chosen
// entry of every registry an active entry consults (Model::consults). A key
// a point changes from its default that none of these reads does nothing:
// `montsim run` refuses it before any point runs, naming the key, the
// models the point runs and the ones that would read it.
#pragma once

#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "sim/Config.hpp"

namespace montsim::sim {

// Every key the point's models read (selector keys included).
std::set<std::string> keys_read(const Config& point);
// The same as views of the declarations' own keys, in key order, valid
// until a model registers (what the result writer asks of every point).
std::vector<std::string_view> keys_read_views(const Config& point);

// One message per key the point sets to a value other than its default
// that no model of the point reads: "link.model = \"serial\": not read by
// this point (scheme pshs, core type microblaze, topology mesh, ...); read
// by latency models' users: topology ring, p2p".
std::vector<std::string> unread_keys(const Config& point);

}  // namespace montsim::sim
