#include "sim/Reference.hpp"

#include <sstream>

#include "sim/Catalogue.hpp"
#include "sim/Json.hpp"
#include "sim/Provenance.hpp"
#include "sim/Registry.hpp"
#include "sim/Stats.hpp"

namespace montsim::sim {

namespace {

const char* type_name(ParamType t) {
    switch (t) {
        case ParamType::Int: return "int";
        case ParamType::Double: return "double";
        case ParamType::Bool: return "bool";
        case ParamType::Choice: return "choice";
        case ParamType::Text: return "text";
    }
    return "?";
}

std::string json_value(const Value& v) {
    if (const auto* s = std::get_if<std::string>(&v)) return json_string(*s);
    return to_string(v);
}

std::string json_list(const std::vector<std::string>& items) {
    std::string out = "[";
    for (const auto& i : items) out += (out.size() > 1 ? ", " : "") + json_string(i);
    return out + "]";
}

std::string json_stats(const std::vector<StatDecl>& stats) {
    std::string out = "[";
    for (const auto& s : stats)
        out += std::string(out.size() > 1 ? ", " : "") + "{\"name\": " + json_string(s.name) +
               ", \"unit\": " + json_string(s.unit) + ", \"meaning\": " + json_string(s.meaning) + "}";
    return out + "]";
}

std::string json_param(const ParamDecl& d) {
    std::ostringstream os;
    os << "{\"key\": " << json_string(d.key) << ", \"type\": \"" << type_name(d.type) << "\", \"default\": "
       << (d.default_value ? json_value(*d.default_value) : "null");
    if (!d.default_value) os << ", \"absent\": " << json_string(d.absent_note);
    os << ", \"unit\": " << json_string(d.unit) << ", \"allowed\": " << json_string(d.requirement());
    if (d.type == ParamType::Int)
        os << ", \"min\": " << d.int_min << ", \"max\": " << d.int_max << ", \"multiple_of\": " << d.multiple_of;
    if (d.type == ParamType::Double) os << ", \"min\": " << d.double_min << ", \"max\": " << d.double_max;
    if (d.type == ParamType::Choice) os << ", \"choices\": " << json_list(d.choices);
    os << ", \"description\": " << json_string(d.description) << "}";
    return os.str();
}

std::string json_entry(const Model& m) {
    std::vector<std::string> keys;
    for (const auto& d : m.params) keys.push_back(d.key);
    std::string facts = "{";
    for (const auto& [fact, value] : m.facts())
        facts += (facts.size() > 1 ? ", " : "") + json_string(fact) + ": " + json_string(value);
    facts += "}";
    return "{\"name\": " + json_string(m.name) + ", \"summary\": " + json_string(m.summary) +
           ", \"params\": " + json_list(keys) + ", \"consults\": " + json_list(m.consults) +
           ", \"stats\": " + json_stats(m.stats) + ", \"facts\": " + facts + "}";
}

// A Markdown table cell.
std::string cell(std::string text) {
    std::string out;
    for (char c : text) {
        if (c == '|') out += "\\|";
        else if (c == '\n') out += ' ';
        else out += c;
    }
    return out;
}

}  // namespace

std::string catalogue_json(const std::vector<CommandEntry>& commands) {
    std::ostringstream os;
    os << "{\n  \"montsim\": " << json_string(montsim_version()) << ",\n  \"commands\": [";
    bool first = true;
    for (const auto& [name, summary, c] : commands) {
        os << (first ? "\n" : ",\n") << "    {\"name\": " << json_string(name) << ", \"summary\": " << json_string(summary)
           << ", \"usage\": " << json_string(c->usage)
           << ", \"what\": " << json_string(c->what) << ", \"example\": " << json_string(c->example) << "}";
        first = false;
    }
    os << "\n  ],\n  \"registries\": [";
    first = true;
    for (const RegistryBase* r : RegistryBase::all()) {
        const Model* def = r->default_model();
        os << (first ? "\n" : ",\n") << "    {\"kind\": " << json_string(r->kind()) << ", \"selector\": "
           << (r->selector() ? json_string(r->selector()->key) : "null") << ", \"default\": "
           << (r->selector() && def ? json_string(def->name) : "null") << ", \"entries\": [";
        bool first_entry = true;
        for (const Model* m : r->models()) {
            os << (first_entry ? "\n      " : ",\n      ") << json_entry(*m);
            first_entry = false;
        }
        os << "]}";
        first = false;
    }
    os << "\n  ],\n  \"common_stats\": " << json_stats(declarations_of<PointStats>()) << ",\n  \"params\": [";
    first = true;
    for (const ParamDecl& d : params()) {
        os << (first ? "\n    " : ",\n    ") << json_param(d);
        first = false;
    }
    os << "\n  ]\n}\n";
    return os.str();
}

std::string reference_markdown(const std::vector<CommandEntry>& commands) {
    std::ostringstream md;
    md << "# montsim reference\n\n"
          "Written by the build from montsim's registries (`montsim --help --markdown`; the same as JSON for tools: "
          "`montsim --help --json`); do not edit: the registries beside the code are the source (sim/README.md).\n\n"
          "## Commands\n\n";
    for (const auto& [name, summary, c] : commands)
        md << "### `" << c->usage << "`\n\n" << cell(c->what) << "\n\nExample: `" << c->example << "`\n\n";
    for (const RegistryBase* r : RegistryBase::all()) {
        if (r->models().empty()) continue;
        md << "## Every " << r->kind();
        if (r->selector()) md << " (`" << r->selector()->key << "`, default `" << r->default_model()->name << "`)";
        md << "\n\n";
        for (const Model* m : r->models()) {
            md << "### `" << m->name << "`\n\n" << cell(m->summary) << "\n\n";
            for (const auto& [fact, value] : m->facts()) md << "- " << fact << ": " << cell(value) << "\n";
            if (!m->params.empty()) {
                md << "- keys:";
                for (const auto& d : m->params) md << " `" << d.key << "`";
                md << "\n";
            }
            if (!m->consults.empty()) {
                md << "- follows:";
                for (const auto& k : m->consults) md << " `" << k << "`";
                md << "\n";
            }
            md << "\n";
            const std::vector<StatDecl> own = beyond_common(m->stats);
            if (!own.empty()) {
                md << "| statistic | unit | meaning |\n|---|---|---|\n";
                for (const auto& st : own) md << "| `" << st.name << "` | " << st.unit << " | " << cell(st.meaning) << " |\n";
                md << "\n";
            }
        }
    }
    md << "## Statistics every scheme reports\n\n| statistic | unit | meaning |\n|---|---|---|\n";
    for (const auto& st : declarations_of<PointStats>()) md << "| `" << st.name << "` | " << st.unit << " | " << cell(st.meaning) << " |\n";
    md << "\n## Parameters\n\n"
          "Config keys (a TOML table flattens to dotted keys) and `--set KEY=VALUE`. A key a point's models do not "
          "read is refused before the run (sim/README.md).\n\n"
          "| key | default | allowed | unit | meaning |\n|---|---|---|---|---|\n";
    for (const ParamDecl& d : params())
        md << "| `" << d.key << "` | " << cell(d.default_value ? value_literal(*d.default_value) : d.absent_note)
           << " | " << cell(d.requirement()) << " | " << d.unit << " | " << cell(d.description) << " |\n";
    return md.str();
}

}  // namespace montsim::sim
