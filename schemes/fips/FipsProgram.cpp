#include "schemes/fips/FipsProgram.hpp"

#include <stdexcept>

#include "cores/vliw/BlockScheduler.hpp"
#include "cores/vliw/PipelineEmitter.hpp"
#include "schemes/fips/FipsMachines.hpp"

namespace montsim::schemes::fips {

namespace {

using vliw::BlockOp;

using vliw::POp;

// The generator's state: the program, its registers, the block being written.
class Generator {
public:
    Generator(const vliw::MachineDescription& m, const std::string& machine, Variant v, unsigned z)
        : m_(m), v_(v), z_(z), ts_(machine == "ts201"), pool_(m) {
        code_.z = z;
        code_.w = ts_ && v != Variant::SingleAcc ? 32 : 16;  // the TigerSHARC's single-acc loop is at w = 16
        w_ = code_.w;
        mask_ = w_ == 32 ? 0xffffffffll : 0xffffll;
        const ScheduledLoop& inner = scheduled_inner_loop(m, machine, v);
        code_.loop = inner.running;
        code_.schedule = inner.running_schedule;
        loop_ = vliw::prepare_loop(m, code_.loop, code_.schedule, pool_);
        regs_.pool = &pool_;
        regs_.regs = loop_.regs;
        regs_.pairs = code_.loop.pairs;
        regs_.spare = loop_.temporaries;
        regs_.long_lived = {"zero", "b0", "n0", "np0", "i", "ni", "oc", "AY"};
        if (ts_) regs_.pairs.insert({"pr", "pr2", "v", "mi", "AY", "p0", "T"});
        code_.a_at = 0, code_.b_at = z, code_.n_at = 2 * z, code_.m_at = 3 * z, code_.top_at = 4 * z;
        code_.np0_at = 4 * z + 1;
        auto& p = code_.program;
        p.word_bits = w_;
        p.memory_words = 4 * z + 2;
        p.regions = {"inner", "outer", "rest"};  // every packet is in one of the three
        inner_ = 0, outer_ = 1, rest_ = 2;
    }

    FipsCode run() {
        const unsigned stages = code_.schedule.stages;
        // The constants, and the registers before the first column.
        op(POp::Movi, "zero", "", "", 0);
        op(POp::Ld, "b0", "zero", "", code_.b_at);
        op(POp::Ld, "n0", "zero", "", code_.n_at);
        op(POp::Ld, "np0", "zero", "", code_.np0_at);
        const bool enhanced = v_ == Variant::Enhanced || v_ == Variant::EnhancedFixed;
        if (v_ == Variant::SingleAcc) {
            op(POp::Movi, "ACCa", "", "", 0), op(POp::Movi, "ACCb", "", "", 0);
        } else if (v_ == Variant::Basic) {
            if (ts_) op(POp::Movi, "t0", "", "", 0), op(POp::Movi, "T1", "", "", 0);
            else op(POp::Movi, "S2", "", "", 0), op(POp::Movi, "t1_2", "", "", 0), op(POp::Movi, "t2_2", "", "", 0);
        } else {
            column0_enhanced();
        }
        flush(rest_);
        // The first half: column i has N = i inner iterations; the second
        // half column i has 2z - 1 - i. Columns of fewer iterations than
        // the pipeline's stages are peeled (their loop unrolled), the rest
        // run as a loop over columns.
        const unsigned first = enhanced ? 1 : 0;
        std::vector<unsigned> cols;
        for (unsigned i = first; i < 2 * z_; ++i) cols.push_back(i);
        size_t k = 0;
        while (k < cols.size()) {
            const unsigned i = cols[k];
            const unsigned n = iterations(i);
            if (enhanced && i == z_) {
                ee21();
                flush(outer_);
            }
            if (n < stages) {
                column(i, false);
                ++k;
                continue;
            }
            // A run of columns in the same half with n >= stages.
            size_t e = k;
            while (e < cols.size() && iterations(cols[e]) >= stages && (cols[e] < z_) == (i < z_)) ++e;
            runtime_columns(i, unsigned(e - k));
            k = e;
        }
        // The top word.
        if (v_ == Variant::SingleAcc) op(POp::St, "ACCa.lo", "zero", "", code_.top_at);
        else if (v_ == Variant::Basic) op(POp::St, ts_ ? "t0" : "S2", "zero", "", code_.top_at);
        else {
            op(POp::Add, "R2", "R2", "R1");
            op(POp::St, ts_ ? "R2.lo" : "R2", "zero", "", code_.top_at);
        }
        flush(rest_);
        for (unsigned i = 0; i < 2 * z_; ++i)
            if (iterations(i) && iterations(i) < stages) ++code_.peeled_columns;
        vliw::check_packets(m_, code_.program, "FIPS program");
        return std::move(code_);
    }

private:
    unsigned iterations(unsigned i) const { return i < z_ ? i : 2 * z_ - 1 - i; }

    void op(POp p, const std::string& dst, const std::string& a = "", const std::string& b = "", int64_t imm = 0) {
        ops_.push_back(BlockOp{p, dst, a, b, imm, "", false, 0});
    }
    void flush(uint16_t region, unsigned busy = 0) {
        if (ops_.empty()) return;
        vliw::schedule_block(code_.program, m_, regs_, ops_, region, busy);
        ops_.clear();
    }
    // A word's half: the low register of a pair on the TigerSHARC (w = 32),
    // the register itself on the C62x (w = 16, everything in 32 bits).
    std::string lo(const std::string& r) const { return ts_ ? r + ".lo" : r; }

    // EE1-EE3 and the prologue the printed code lacks (FipsModel.cpp).
    void column0_enhanced() {
        op(POp::Ld, "ai", "zero", "", code_.a_at);
        op(POp::Mpy, "p0", "ai", "b0");
        op(POp::Andi, "Q", lo("p0"), "", mask_);
        op(POp::Mpy, "mi", "Q", "np0");
        if (!ts_) op(POp::Andi, "mi", "mi", "", mask_);
        op(POp::St, lo("mi"), "zero", "", code_.m_at);
        if (ts_) op(POp::Andi, "R1", "p0.hi", "", mask_);
        else op(POp::Shr, "R1", "p0", "", w_);
        op(POp::Movi, "R2", "", "", 0);
        op(POp::Movi, "AX", "", "", 0);
    }

    // EE21-EE22: the last deferred product m[z-1] n[0].
    void ee21() {
        op(POp::Mpy, "pr", lo("mi"), "n0");
        op(POp::Add, "AY", "pr", "Q");
        op(POp::Shr, "tmp", "AY", "", w_);
        const char* into = v_ == Variant::EnhancedFixed ? "R1" : "R2";
        op(POp::Add, into, into, "tmp");
    }

    // Before column i's inner loop: the pointers (and for the enhanced form
    // EE5-EE6). `base` + `at` addresses column i's words: the register
    // "zero" and i for a peeled column, the register "i" and 0 in a loop.
    void head(unsigned i, bool runtime) {
        const std::string base = runtime ? "i" : "zero";
        const int64_t at = runtime ? 0 : int64_t(i);
        const bool first_half = runtime ? run_first_half_ : i < z_;
        const unsigned n = runtime ? stages_of() : iterations(i);
        if (n) {
            if (first_half) {
                op(POp::Movi, "pa", "", "", code_.a_at);
                op(POp::Movi, "pm", "", "", code_.m_at);
                ptr("pb", base, at + code_.b_at);
                ptr("pn", base, at + code_.n_at);
            } else {
                ptr("pa", base, at + code_.a_at - z_ + 1);
                ptr("pm", base, at + code_.m_at - z_ + 1);
                op(POp::Movi, "pb", "", "", code_.b_at + z_ - 1);
                op(POp::Movi, "pn", "", "", code_.n_at + z_ - 1);
            }
            if (runtime) op(POp::Addi, loop_.counter, first_half ? "i" : "ni", "", loop_.counter_offset);
        }
        if ((v_ == Variant::Enhanced || v_ == Variant::EnhancedFixed) && first_half) {
            // EE5: ACCY = (q + m[i-1] n[0]) >> w; EE6: ACCY += a[i] b[0].
            op(POp::Mpy, "pr", lo("mi"), "n0");
            op(POp::Add, "AY", "pr", "Q");
            op(POp::Shr, "AY", "AY", "", w_);
            op(POp::Ld, "ai", base, "", at + code_.a_at);
            op(POp::Mpy, "pr2", "ai", "b0");
            op(POp::Add, "AY", "AY", "pr2");
        }
    }
    unsigned stages_of() const { return code_.schedule.stages; }
    void ptr(const std::string& p, const std::string& base, int64_t at) {
        if (base == "zero") op(POp::Movi, p, "", "", at);
        else op(POp::Addi, p, base, "", at);
    }

    // After column i's inner loop: the form's tail (m[i] or the result word, the shifts).
    void tail(unsigned i, bool runtime) {
        const std::string base = runtime ? "i" : "zero";
        const int64_t at = runtime ? 0 : int64_t(i);
        const bool first_half = runtime ? run_first_half_ : i < z_;
        const int64_t m_word = first_half ? at + code_.m_at : at + code_.m_at - int64_t(z_);
        switch (v_) {
        case Variant::SingleAcc:
            op(POp::Addl, "ACCa", "ACCa", "ACCb");
            if (first_half) {
                op(POp::Ld, "ai", base, "", at + code_.a_at);
                op(POp::Mpy, "pr", "ai", "b0");
                op(POp::Addl, "ACCa", "ACCa", "pr");
                op(POp::Andi, "Q", "ACCa.lo", "", mask_);
                op(POp::Mpy, "mi", "Q", "np0");
                op(POp::Andi, "mi", "mi", "", mask_);
                op(POp::St, "mi", base, "", m_word);
                op(POp::Mpy, "pr2", "mi", "n0");
                op(POp::Addl, "ACCa", "ACCa", "pr2");
            } else {
                op(POp::Andi, "mi", "ACCa.lo", "", mask_);
                op(POp::St, "mi", base, "", m_word);
            }
            op(POp::Shr, "ACCa", "ACCa", "", w_);
            op(POp::Movi, "ACCb", "", "", 0);
            break;
        case Variant::Basic:
            if (ts_) {
                if (first_half) {
                    op(POp::Ld, "ai", base, "", at + code_.a_at);
                    op(POp::Mpy, "pr", "ai", "b0");
                    op(POp::Add, "v", "t0", "pr");
                    op(POp::Shr, "C", "v", "", 32);
                    op(POp::Add, "T1", "T1", "C");
                    op(POp::Mov, "S", "v.lo");
                    op(POp::Mpy, "mi", "S", "np0");
                    op(POp::St, "mi.lo", base, "", m_word);
                    op(POp::Mpy, "pr2", "mi.lo", "n0");
                    op(POp::Add, "v", "S", "pr2");
                    op(POp::Shr, "C", "v", "", 32);
                    op(POp::Add, "T1", "T1", "C");
                } else {
                    op(POp::St, "t0", base, "", m_word);
                }
                op(POp::Mov, "t0", "T1.lo");
                op(POp::Shr, "T1", "T1", "", 32);
            } else {
                if (first_half) {
                    op(POp::Ld, "ai", base, "", at + code_.a_at);
                    op(POp::Mpy, "pr", "ai", "b0");
                    mac("S2");
                    op(POp::Mpy, "mi", "S", "np0");
                    op(POp::Andi, "mi", "mi", "", mask_);
                    op(POp::St, "mi", base, "", m_word);
                    op(POp::Mpy, "pr", "mi", "n0");
                    mac("S");
                } else {
                    op(POp::St, "S2", base, "", m_word);
                }
                op(POp::Mov, "S2", "t1_2");
                op(POp::Mov, "t1_2", "t2_2");
                op(POp::Movi, "t2_2", "", "", 0);
            }
            break;
        case Variant::Enhanced:
        case Variant::EnhancedFixed:
            if (first_half) {
                if (v_ == Variant::Enhanced) {  // EE15, EE16, EE20
                    op(POp::Add, "AY", "AY", "R1");
                    op(POp::Add, "AY", "AY", "R2");
                    op(POp::Andi, "Q", lo("AY"), "", mask_);
                    op(POp::Shr, "R2", "AY", "", w_);
                } else {  // the rewritten EE15-EE17
                    op(POp::Add, "AY", "AY", "R2");
                    op(POp::Andi, "T", lo("AY"), "", mask_);
                    op(POp::Add, "T", "T", "R1");
                    op(POp::Andi, "Q", lo("T"), "", mask_);
                    op(POp::Shr, "R2", "AY", "", w_);
                    op(POp::Shr, "tmp", "T", "", w_);
                    op(POp::Add, "R2", "R2", "tmp");
                }
                op(POp::Mpy, "mi", "Q", "np0");
                if (!ts_) op(POp::Andi, "mi", "mi", "", mask_);
                op(POp::St, lo("mi"), base, "", m_word);
            } else {  // EE31-EE35
                op(POp::Add, "R2", "R2", "R1");
                op(POp::St, lo("R2"), base, "", m_word);
                op(POp::Shr, "R2", "R2", "", w_);
            }
            op(POp::Andi, "R1", lo("AX"), "", mask_);  // EE17 / EE33
            op(POp::Shr, "AX", "AX", "", w_);         // EE19 / EE34
            break;
        }
    }

    // Fig. 1's (C, S) := S2 + pr with ADD(t[1], C), on the C62x's registers: S = the new S.
    void mac(const std::string& acc) {
        op(POp::Add, "v", acc, "pr");
        op(POp::Shr, "C", "v", "", 16);
        op(POp::Andi, "S", "v", "", 0xffff);
        op(POp::Add, "s1", "t1_2", "C");
        op(POp::Andi, "t1_2", "s1", "", 0xffff);
        op(POp::Shr, "hh", "s1", "", 16);
        op(POp::Add, "t2_2", "t2_2", "hh");
    }

    // One peeled column: constants for its pointers, its loop unrolled.
    void column(unsigned i, bool) {
        head(i, false);
        flush(outer_);
        const unsigned n = iterations(i);
        unsigned busy = 0;
        if (n) {
            vliw::emit_unrolled(code_.program, loop_, n, inner_);
            busy = vliw::loop_overhang(loop_);
        }
        tail(i, false);
        flush(outer_, busy);
    }

    // Columns first .. first + count - 1 of one half as a loop: the column
    // index in "i" (and the iterations left in "ni" in the second half), a
    // column count in "oc", the branch back at the tail's end.
    void runtime_columns(unsigned first, unsigned count) {
        run_first_half_ = first < z_;
        op(POp::Movi, "i", "", "", first);
        if (!run_first_half_) op(POp::Movi, "ni", "", "", iterations(first));
        op(POp::Movi, "oc", "", "", count);
        flush(outer_);
        const uint32_t start = uint32_t(code_.program.packets.size());
        op(POp::Subi, "oc", "oc", "", 1);
        head(first, true);
        flush(outer_);
        vliw::emit_pipelined(code_.program, loop_, inner_, inner_, inner_);
        tail(first, true);
        op(POp::Addi, "i", "i", "", 1);
        if (!run_first_half_) op(POp::Subi, "ni", "ni", "", 1);
        BlockOp back{POp::B, "", "", "", 0, "oc", false, start};
        ops_.push_back(back);
        flush(outer_, vliw::loop_overhang(loop_));
    }

    const vliw::MachineDescription& m_;
    Variant v_;
    unsigned z_, w_ = 16;
    bool ts_;
    int64_t mask_ = 0xffff;
    vliw::RegisterPool pool_;
    vliw::PipelinedLoop loop_;
    vliw::RegisterMap regs_;
    FipsCode code_;
    std::vector<BlockOp> ops_;
    uint16_t inner_ = 0, outer_ = 0, rest_ = 0;
    bool run_first_half_ = true;
};

}  // namespace

FipsCode fips_program(const vliw::MachineDescription& m, const std::string& machine, Variant variant, unsigned z) {
    if (z < 2) throw std::invalid_argument("fips program: at least 2 words");
    return Generator(m, machine, variant, z).run();
}

FipsRunResult run_fips_program(const vliw::MachineDescription& m, const FipsCode& code, const FipsWords& a,
                               const FipsWords& b, const FipsWords& n) {
    if (a.size() != code.z || b.size() != code.z || n.size() != code.z)
        throw std::invalid_argument("fips program: operands of " + std::to_string(code.z) + " words expected");
    vliw::PacketCore core(m, code.program, "FIPS program");
    for (unsigned k = 0; k < code.z; ++k) {
        core.write_memory(code.a_at + k, a[k]);
        core.write_memory(code.b_at + k, b[k]);
        core.write_memory(code.n_at + k, n[k]);
    }
    core.write_memory(code.np0_at, fips_nprime0(n[0], code.w));
    core.run();
    FipsRunResult out;
    out.stats = core.stats();
    for (unsigned k = 0; k < code.z; ++k) out.words.m.push_back(uint32_t(core.read_memory(code.m_at + k)));
    out.words.top = core.read_memory(code.top_at);
    const auto& regions = code.program.regions;
    for (size_t r = 0; r < regions.size(); ++r) {
        const uint64_t c = out.stats.region_cycles[r];
        if (regions[r] == "inner") out.inner_cycles += c;
        else if (regions[r] == "outer") out.outer_cycles += c;
        else out.rest_cycles += c;
    }
    return out;
}

}  // namespace montsim::schemes::fips
