#include "sim/Registry.hpp"

#include <algorithm>

namespace montsim::sim {

namespace {

struct Registries {
    std::vector<const RegistryBase*> list;  // in order of creation
    uint64_t generation = 0;
};

Registries& registries() {
    static Registries r;
    return r;
}

}  // namespace

bool same_declaration(const ParamDecl& a, const ParamDecl& b) {
    return a.type == b.type && a.default_value == b.default_value && a.unit == b.unit && a.int_min == b.int_min &&
           a.int_max == b.int_max && a.multiple_of == b.multiple_of && a.double_min == b.double_min &&
           a.double_max == b.double_max && a.choices == b.choices && a.not_for_baselines == b.not_for_baselines;
}

RegistryBase::RegistryBase(std::string kind, std::optional<Selector> selector, int rank)
    : kind_(std::move(kind)), selector_(std::move(selector)), rank_(rank) {
    registries().list.push_back(this);
    ++registries().generation;
}

std::string RegistryBase::names() const {
    std::string out;
    for (const Model* m : models()) out += (out.empty() ? "" : ", ") + m->name;
    return out;
}

std::vector<const RegistryBase*> RegistryBase::all() {
    std::vector<const RegistryBase*> list = registries().list;
    std::stable_sort(list.begin(), list.end(), [](const auto* a, const auto* b) { return a->rank() < b->rank(); });
    return list;
}

uint64_t RegistryBase::generation() { return registries().generation; }

void RegistryBase::bump_generation() { ++registries().generation; }

const Model* RegistryBase::default_model() const {
    const std::vector<const Model*> list = models();
    for (const Model* m : list)
        if (m->is_default) return m;
    return list.empty() ? nullptr : list.front();
}

void RegistryBase::check_new(const Model& entry) const {
    for (const Model* m : models()) {
        if (m->name == entry.name) throw std::logic_error(kind_ + " " + entry.name + " is registered twice");
        if (m->is_default && entry.is_default)
            throw std::logic_error(kind_ + "s " + m->name + " and " + entry.name + " both say they are the default");
    }
    for (const RegistryBase* r : registries().list)
        for (const Model* m : r->models())
            for (const auto& mine : entry.params)
                for (const auto& theirs : m->params)
                    if (mine.key == theirs.key && !same_declaration(mine, theirs))
                        throw std::logic_error(r->kind() + " " + m->name + " and " + kind_ + " " + entry.name +
                                               " declare " + mine.key + " differently");
}

void RegistryBase::unknown(std::string_view name) const {
    if (selector_)
        throw std::invalid_argument(selector_->key + " = \"" + std::string(name) + "\": must be one of " + names());
    throw std::invalid_argument("unknown " + kind_ + " '" + std::string(name) + "' (known: " + names() + ")");
}

const std::string& RegistryBase::selected(const Config& cfg) const {
    if (!selector_) throw std::logic_error("the " + kind_ + " registry has no selector key");
    return cfg.get_string(selector_->key);
}

}  // namespace montsim::sim
