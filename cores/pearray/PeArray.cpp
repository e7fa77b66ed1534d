#include "cores/pearray/PeArray.hpp"

#include <algorithm>
#include <stdexcept>

#include "sim/Mutants.hpp"

namespace montsim::pearray {

namespace {
// A model error: the checks below guard the model's own invariants and never
// fire on a correct model, so the throw stays out of the cycle loop's code.
[[noreturn]] __attribute__((noinline, cold)) void model_error(const std::string& what) {
    throw std::logic_error("PE array: " + what + " (model error)");
}
}  // namespace

void PeArrayConfig::validate() const {
    auto check = [](const char* name, unsigned v, unsigned lo, unsigned hi) {
        if (v < lo || v > hi)
            throw std::invalid_argument(std::string(name) + " = " + std::to_string(v) + ": must be in " +
                                        std::to_string(lo) + ".." + std::to_string(hi));
    };
    check("pearray.w", w, 3, 32);
    check("scheme.p", p, 1, 512);
    check("pearray.k", k, 2, 16384);
    check("pearray.f_delay", f_delay, 1, 8);
}

PeArray::PeArray(const PeArrayConfig& cfg, std::vector<PeOperands> ops, bool record_tasks)
    : cfg_(cfg), ops_(std::move(ops)), record_(record_tasks) {
    cfg_.validate();
    if (ops_.empty()) throw std::invalid_argument("the PE array needs at least one multiplication");
    e_ = cfg_.e();
    columns_ = cfg_.columns();
    total_columns_ = columns_ * unsigned(ops_.size());
    by_columns_ = Divisor(columns_);
    mask_ = (uint64_t(1) << cfg_.w) - 1;
    for (const auto& o : ops_)
        if (o.a.size() != e_ + 1 || o.b.size() != e_ + 1 || o.n.size() != e_ + 1)
            throw std::invalid_argument("PE array operands must have e+1 = " + std::to_string(e_ + 1) + " words");
    pes_.resize(cfg_.p);
    for (unsigned r = 0; r < cfg_.p; ++r) {
        pes_[r].next_column = r;
        pes_[r].ca.assign(cfg_.w - 1, 0);
        pes_[r].cb.assign(cfg_.w - 1, 0);
        pes_[r].q.assign(cfg_.w - 1, 0);
    }
    b_stride_ = (cfg_.k + 63) / 64;
    b_bits_.assign(b_stride_ * ops_.size(), 0);
    for (size_t m = 0; m < ops_.size(); ++m)
        for (unsigned i = 0; i < cfg_.k; ++i)
            if ((ops_[m].b[i / cfg_.w] >> (i % cfg_.w)) & 1) b_bits_[m * b_stride_ + i / 64] |= uint64_t(1) << (i % 64);
    mm_.resize(ops_.size());
    results_.assign(ops_.size(), Words(e_ + 2, 0));
    for (size_t m = 0; m < ops_.size(); ++m) {
        Mm& mm = mm_[m];
        mm.sr.assign(e_ + 1, 0);
        // SR' starts as AP' * B[0..w-2]: the bit iterations the shifted AP'
        // term (B[i+w-1]) never reaches.
        // SR' starts as AP' * B[0..t-1] (t = bit iterations per task), AP'
        // being each word's bit w-1-t.
        const unsigned t = cfg_.task_cycles();
        const uint64_t b_low = (ops_[m].b[0] & ((uint64_t(1) << t) - 1)) << (cfg_.w - 1 - t);
        if (cfg_.algorithm != Algorithm::Tenca)
            for (unsigned j = 0; j <= e_; ++j) mm.sr[j] = ((ops_[m].a[j] >> (cfg_.w - 1 - t)) & 1) ? b_low : 0;
        mm.slot.assign(size_t(4) * (e_ + 1) * cfg_.task_cycles(), 0);
        mm.slot_made.assign(mm.slot.size(), kNever);
    }
    window_ = std::min(total_columns_, 2 * cfg_.p + 4);
    by_window_ = Divisor(window_);
    // (Tenca's WBMM writes the word below as it runs; the task chart wants
    // its records in the order the tasks end.)
    whole_tasks_ = cfg_.p == 1 && cfg_.algorithm != Algorithm::Tenca && !record_;
    started_.assign(size_t(window_) * (e_ + 1), kNever);
    finished_.assign(size_t(window_) * (e_ + 1), kNever);
    last_finished_.assign(ops_.size(), std::vector<uint64_t>(e_ + 1, kNever));
    stats_.start.assign(ops_.size(), kNever);
    stats_.finish.assign(ops_.size(), 0);
    stats_.traffic.assign(ops_.size(), PeTraffic{});
}

size_t PeArray::slot_index(unsigned column, unsigned word, unsigned sub) const {
    return (size_t(column % 4) * (e_ + 1) + word) * cfg_.task_cycles() + sub;
}

void PeArray::window_error(unsigned global_column) {
    model_error("column " + std::to_string(global_column) + " outside the table's window");
}

void PeArray::open_columns(unsigned column) {
    if (column >= total_columns_) column = total_columns_ - 1;
    if (opened_ > column) return;  // open already (most cycles)
    // The oldest column a start condition may still read: two before the
    // lowest column a PE runs or waits for.
    unsigned oldest = total_columns_;
    for (const Pe& pe : pes_)
        if (pe.next_column < total_columns_) oldest = std::min(oldest, pe.next_column >= 2 ? pe.next_column - 2 : 0);
    for (; opened_ <= column; ++opened_) {
        if (opened_ >= window_ && opened_ - window_ >= oldest)
            model_error("the column window is too small");
        const size_t row = size_t(by_window_.mod(opened_)) * (e_ + 1);
        std::fill_n(started_.begin() + row, e_ + 1, kNever);
        std::fill_n(finished_.begin() + row, e_ + 1, kNever);
    }
}

void PeArray::BufferPeak::add(uint64_t made_at, uint64_t taken_at) {
    if (made != ~uint64_t(0) && made_at < made)
        model_error("a buffered word made before the one ahead of it");
    if (made != ~uint64_t(0) && made_at > made) close();
    made = made_at;
    ++arrived;
    takes.push_back(taken_at);
}

// The occupancy at cycle `made`: words made by then, less those taken by then.
void PeArray::BufferPeak::close() {
    while (!takes.empty() && takes.front() <= made) takes.pop_front(), ++taken;
    peak = std::max(peak, arrived - taken);
}

uint64_t PeArray::BufferPeak::result() {
    if (made != ~uint64_t(0)) close();
    return peak;
}

bool PeArray::can_start(const Pe& pe) const {
    const unsigned gc = pe.next_column, j = pe.word;
    const unsigned c = by_columns_.mod(gc);
    const uint64_t t = cycle_;
    if (c == 0) {
        // The shifter holds one B: a multiplication's first column follows
        // the previous one's last as a next column of the same one would.
        if (gc > 0 && j == 0) {
            const uint64_t before = started_[task_index(gc - 1, 0)];
            if (before == kNever || before + cfg_.column_spacing() > t) return false;
        }
        return true;
    }
    if (cfg_.algorithm == Algorithm::Tenca) {
        // S_j of the column before is final once its next word shifted in.
        return finished_[task_index(gc - 1, std::min(j + 1, e_))] <= t && finished_[task_index(gc - 1, j)] <= t;
    }
    // SR'_j of the column before, and its slot bits for this word.
    if (finished_[task_index(gc - 1, j)] > t) return false;
    if (j < e_ && started_[task_index(gc - 1, j + 1)] > t) return false;
    if (j < e_ && c >= 2 && finished_[task_index(gc - 2, j + 1)] > t) return false;
    return true;
}

namespace {
// Bits a register flips going from `before` to `after`. The functions that
// count (run_sub_iteration, run_tenca_task, start_task, run_column_alone)
// are built twice (target_clones): with the popcnt instruction, chosen
// where the host has it, and without (__builtin_popcountll is then a call
// into libgcc). This runs several times a cycle: popcnt made the one-PE
// point about 10 % faster than counting bits with shifts and masks.
inline uint64_t flips(uint64_t before, uint64_t after) {
    return uint64_t(__builtin_popcountll(before ^ after));
}

// Two 32-bit nets' flips in one count: `low` in bits 0..31, `high` above.
struct FlipPair {
    uint64_t low, high;
};
inline FlipPair flips_of_halves(uint64_t before, uint64_t after) {
    const uint64_t v = before ^ after;
    return {uint64_t(__builtin_popcountll(v & 0xFFFFFFFFULL)), uint64_t(__builtin_popcountll(v >> 32))};
}
}  // namespace

__attribute__((always_inline)) inline void PeArray::count_nets(PeActivity& act, Nets& held, uint32_t& ca,
                                                               uint32_t& cb, uint32_t& q, const Nets& now) {
    // Every net is at most w <= 32 bits wide: two nets to a count. B[i]
    // AR'_j with q N_j (both partial products); the first sum with the
    // running-sum register; AP'_j B[i+t] is one wire.
    act.partial_product_transitions += flips(held.pp_a | (held.pp_n << 32), now.pp_a | (now.pp_n << 32)) +
                                       (held.pp_ap ^ now.pp_ap);
    const FlipPair sums = flips_of_halves(held.first_sum | (held.sum << 32), now.first_sum | (now.sum << 32));
    act.adder_transitions += sums.low;
    act.sum_transitions += sums.high;
    // The carries are below 4 (three or four terms below 2^w each) and q is
    // a bit: x - (x >> 1) counts the set bits of x < 4.
    const uint32_t dca = ca ^ now.ca, dcb = cb ^ now.cb;
    act.carry_transitions += (dca - (dca >> 1)) + (dcb - (dcb >> 1)) + (q ^ now.q);
    // Field by field: a whole-struct copy is a 16-byte load of what was
    // just stored 8 bytes at a time, which stalls store forwarding (it
    // was a third of the one-PE point's time).
    held.pp_a = now.pp_a, held.pp_ap = now.pp_ap, held.pp_n = now.pp_n;
    held.first_sum = now.first_sum, held.sum = now.sum;
    ca = now.ca, cb = now.cb, q = now.q;
}

__attribute__((always_inline)) inline PeArray::Nets PeArray::sub_iteration(uint64_t sr, uint64_t bits_in,
                                                                           uint64_t pp_a, uint64_t nj, bool x_task,
                                                                           uint32_t ca, uint32_t cb, uint32_t q,
                                                                           unsigned w, uint64_t mask,
                                                                           uint32_t& out) {
    Nets n;
    n.pp_a = pp_a;
    n.pp_ap = (bits_in >> (w - 1)) & 1;
    uint64_t v = sr + bits_in + pp_a + (x_task ? 0 : ca);
    n.ca = uint32_t(v >> w);
    v &= mask;
    n.first_sum = v;
    n.q = x_task ? uint32_t(v & 1) : q;
    n.pp_n = n.q ? nj : 0;
    uint64_t v2 = v + n.pp_n + (x_task ? 0 : cb);
    n.cb = uint32_t(v2 >> w);
    v2 &= mask;
    out = uint32_t(v2 & 1);
    n.sum = v2 >> 1;
    return n;
}

__attribute__((target_clones("popcnt", "default"))) void PeArray::run_sub_iteration(Pe& pe, uint64_t now) {
    const unsigned j = pe.word, m = pe.m, c = pe.c, s = pe.sub;
    const unsigned w = cfg_.w;
    const PeOperands& o = ops_[m];
    Mm& mm = mm_[m];
    const unsigned t = cfg_.task_cycles();  // bit iterations per task = the deferral
    const unsigned pa = w - 1 - t;            // AP' and the deferred bits sit at this bit of a word
    const uint64_t aj = o.a[j];
    const uint64_t ap = (aj >> pa) & 1, ar = aj & ~(uint64_t(1) << pa);
    const uint64_t i = uint64_t(c) * t + s;  // the bit iteration
    // Slot s-1 of the word in the column before (slot 0: the last slot two
    // columns back) comes in; slot s of the word below goes out.
    uint64_t slot = 0;
    if (j < e_ && (s >= 1 ? c >= 1 : c >= 2)) {
        const size_t at = s >= 1 ? slot_index(c - 1, j, s - 1) : slot_index(c - 2, j, t - 1);
        // The start conditions must have let its maker run first (and not
        // yet the column that reuses the entry).
        if (mm.slot_made[at] >= now || mm.slot_made[at] == kNever) model_error("a slot bit used before it was made");
        slot = uint64_t(mm.slot[at]) << pa;
    }
    const uint32_t b_later = uint32_t(ap) & b_bit(m, i + t);
    uint32_t out = 0;
    const Nets n = sub_iteration(mm.sr[j], (uint64_t(b_later) << (w - 1)) + slot, b_bit(m, i) ? ar : 0, o.n[j],
                                 j == 0, pe.ca[s], pe.cb[s], pe.q[s], w, mask_, out);
    if (j == 0) {
        if (out) model_error("the X task left an odd word");
    } else {
        const size_t at = slot_index(c, j - 1, s);
        mm.slot[at] = uint8_t(out);
        mm.slot_made[at] = now;
    }
    mm.sr[j] = n.sum;
    count_nets(stats_.activity, pe.nets, pe.ca[s], pe.cb[s], pe.q[s], n);
    stats_.activity.word_additions += 2;  // v, then v' = v + q N
}

__attribute__((target_clones("popcnt", "default"))) void PeArray::run_tenca_task(Pe& pe) {
    const unsigned j = pe.word, m = pe.m, c = pe.c;
    const unsigned w = cfg_.w;
    const PeOperands& o = ops_[m];
    Mm& mm = mm_[m];
    const uint32_t b = b_bit(m, c);  // column c is bit iteration c
    const uint64_t pp_a = b ? o.a[j] : 0;
    uint64_t v = mm.sr[j] + pp_a + (j > 0 ? pe.ca[0] : 0);
    const uint32_t ca = uint32_t(v >> w);
    v &= mask_;
    const uint32_t q = j == 0 ? uint32_t(v & 1) : pe.q[0];
    const uint64_t pp_n = q ? o.n[j] : 0;
    uint64_t v2 = v + pp_n + (j > 0 ? pe.cb[0] : 0);
    const uint32_t cb = uint32_t(v2 >> w);
    v2 &= mask_;
    if (j == 0 && (v2 & 1)) model_error("the X task left an odd word");
    mm.sr[j] = v2;
    // The right shift: this word's bit 0 becomes the top bit of the word below.
    if (j > 0) mm.sr[j - 1] = (mm.sr[j - 1] >> 1) | ((v2 & 1) << (w - 1));
    if (j == e_) mm.sr[j] >>= 1;
    stats_.activity.word_additions += 2;  // v, then v + q N
    count_nets(stats_.activity, pe.nets, pe.ca[0], pe.cb[0], pe.q[0], Nets{pp_a, 0, pp_n, v, mm.sr[j], ca, cb, q});
}

void PeArray::run_post_processing() {
    // Nothing can happen before post_wake_: each multiplication waits either
    // for a time it knows (the earliest such time is kept) or for a task of
    // the last column to finish, which resets post_wake_ (step). Waking
    // early only costs a look; the checks below decide.
    if (cycle_ < post_wake_) return;
    uint64_t wake = kNever;
    auto wait_until = [&wake](uint64_t at) { wake = std::min(wake, at); };
    const unsigned w = cfg_.w;
    for (size_t m = 0; m < mm_.size(); ++m) {
        Mm& mm = mm_[m];
        if (mm.finished) continue;
        if (cfg_.algorithm == Algorithm::Tenca) {
            const uint64_t done = last_finished_[m][e_];
            if (done == kNever) continue;
            if (cycle_ < done) {
                wait_until(done);
                continue;
            }
            // S is binary already: the last column's words are the result.
            for (unsigned j = 0; j <= e_; ++j) results_[m][j] = mm.sr[j];
            stats_.traffic[m].result_bits += uint64_t(e_ + 1) * w;
            mm.finished = true, ++finished_count_;
            stats_.finish[m] = done;
            continue;
        }
        if (mm.f_next > e_) {
            if (cycle_ >= mm.f_busy_until) {
                mm.finished = true, ++finished_count_;
                stats_.finish[m] = mm.f_busy_until;
            } else {
                wait_until(mm.f_busy_until);
            }
            continue;
        }
        if (cycle_ < mm.f_busy_until || cycle_ < f_free_) {
            wait_until(std::max(mm.f_busy_until, f_free_));
            continue;
        }
        const unsigned j = unsigned(mm.f_next);
        const uint64_t done_j = last_finished_[m][j];
        const unsigned t = cfg_.task_cycles();
        if (done_j == kNever) continue;
        if (cycle_ < done_j + uint64_t(cfg_.f_delay) * t) {
            wait_until(done_j + uint64_t(cfg_.f_delay) * t);
            continue;
        }
        if (j < e_ && last_finished_[m][j + 1] > cycle_) {
            if (last_finished_[m][j + 1] != kNever) wait_until(last_finished_[m][j + 1]);
            continue;
        }
        // S_j = SR'_j + SM'_j + carry; SM'_j's slots 1..w-1 from the last
        // column, slot 0 from the one before.
        const unsigned c_last = columns_ - 1;
        uint64_t sm = 0;
        if (j < e_) {
            // Bits the last column made at sub-iteration s sit at bit w-t+s;
            // the one from two columns back at w-1-t.
            for (unsigned s = 0; s < t; ++s) sm |= uint64_t(mm.slot[slot_index(c_last, j, s)]) << (w - t + s);
            if (c_last >= 1) sm |= uint64_t(mm.slot[slot_index(c_last - 1, j, t - 1)]) << (w - 1 - t);
        }
        const uint64_t sum = mm.sr[j] + sm + mm.cc;
        ++stats_.activity.word_additions;
        results_[m][j] = sum & mask_;
        mm.cc = uint32_t(sum >> w);
        if (j == e_) results_[m][e_ + 1] = mm.cc;
        mm.f_busy_until = f_free_ = cycle_ + t;
        wait_until(mm.f_busy_until);
        stats_.traffic[m].result_bits += w;
        if (record_)
            stats_.tasks.push_back(TaskRecord{TaskKind::F, unsigned(m), columns_, j, -1, cycle_, cycle_ + t});
        ++mm.f_next;
    }
    post_wake_ = wake;
}

__attribute__((target_clones("popcnt", "default"))) void PeArray::start_task(Pe& pe, unsigned r) {
    const unsigned w = cfg_.w;
    const unsigned gc = pe.next_column, j = pe.word;
    const unsigned m = by_columns_.div(gc), c = gc - m * columns_;
    pe.m = m, pe.c = c;
    pe.busy = true;
    pe.sub = 0;
    pe.task_start = cycle_;
    started_[task_index(gc, j)] = cycle_;
    if (c == 0 && j == 0) stats_.start[m] = std::min(stats_.start[m], cycle_);
    // The PE's pipelined registers take A_j and N_j (from PE_1's read or
    // the PE before it). SR'_j is read from the neighbour's register (or
    // the buffer): the PE's own running-sum register latches only what it
    // computes (count_nets), once per cycle.
    const PeOperands& o = ops_[m];
    PeActivity& act = stats_.activity;
    ++act.operand_loads;
    act.operand_transitions += flips(pe.a_reg | (pe.n_reg << 32), o.a[j] | (o.n[j] << 32));  // w <= 32
    pe.a_reg = o.a[j];
    pe.n_reg = o.n[j];
    if (r == 0) {  // PE_1 reads A_j and N_j
        stats_.traffic[m].operand_bits += 2 * w;
        // A word of intermediate results PE_p made earlier than this
        // cycle waited in the storage buffer.
        if (c > 0) {
            // Tenca: word j is final once the next word's task shifted into it.
            const unsigned last_writer = cfg_.algorithm == Algorithm::Tenca ? std::min(j + 1, e_) : j;
            uint64_t made = finished_[task_index(gc - 1, last_writer)];
            // Tenca's last task leaves two words at once (e-1 and e): the top
            // one waits in PE_p's output register for a cycle, not in the buffer.
            if (cfg_.algorithm == Algorithm::Tenca && j == e_ && e_ > 0) ++made;
            if (made < cycle_) {
                // SR in carry-save form, and its t slot bits (none for Tenca).
                const uint64_t slots = cfg_.algorithm == Algorithm::Tenca ? 0 : cfg_.task_cycles();
                stats_.traffic[m].buffer_bits += 2 * w + slots;
                ++act.buffer_writes;
                ++act.buffer_reads;
                buffer_.add(made, cycle_);
            }
        }
    }
}

// After a column's last task: word e holds the top of S (below 2N), so
// nothing may carry out of it (the carries of each sub-iteration, ca[] and
// cb[]).
void PeArray::check_top_carries(const uint32_t* ca, const uint32_t* cb) const {
    for (unsigned s = 0; s < cfg_.task_cycles(); ++s)
        if (ca[s] != 0 || cb[s] != 0) model_error("a carry out of the top word");
}

// The task pe runs ends with cycle `last`: its word is final from last + 1.
void PeArray::finish_task(Pe& pe, unsigned r, uint64_t last) {
    const unsigned gc = pe.next_column, j = pe.word;
    finished_[task_index(gc, j)] = last + 1;
    if (pe.c == columns_ - 1) {
        last_finished_[pe.m][j] = last + 1;
        post_wake_ = 0;  // PE_f may take this word (run_post_processing)
    }
    if (record_)
        stats_.tasks.push_back(
            TaskRecord{j == 0 ? TaskKind::X : TaskKind::Y, pe.m, pe.c, j, int(r), pe.task_start, last + 1});
    pe.busy = false;
    if (++pe.word > e_) {
        check_top_carries(pe.ca.data(), pe.cb.data());
        pe.word = 0;
        pe.next_column += cfg_.p;
    }
}

// After the cycle's work: PE_f, and whether everything is written.
bool PeArray::end_cycle() {
    ++cycle_;
    run_post_processing();
    if (finished_count_ == mm_.size()) {
        done_ = true;
        stats_.cycles = cycle_;
        // Peak occupancy of the storage buffer: words between the cycle PE_p
        // made them and the cycle PE_1 took them.
        stats_.peak_buffer_words = buffer_.result();
    }
    return !done_;
}

bool PeArray::step(uint64_t stop_at) {
    if (done_) return false;
    if (whole_tasks_) return step_whole_task(stop_at);
    // The rows of the columns the PEs run or wait for.
    unsigned newest = 0;
    for (const Pe& pe : pes_) newest = std::max(newest, pe.next_column);
    open_columns(newest);
    // Starts first, until none is added: a PE's start may wait on the start
    // of its neighbour in the same cycle (PE_1 on PE_p's, across the ring).
    for (bool started = true; started;) {
        started = false;
        for (unsigned r = 0; r < cfg_.p; ++r) {
            Pe& pe = pes_[r];
            if (pe.busy || pe.next_column >= total_columns_ || !can_start(pe)) continue;
            start_task(pe, r);
            started = true;
        }
    }
    for (unsigned r = 0; r < cfg_.p; ++r) {
        Pe& pe = pes_[r];
        if (!pe.busy) continue;
        if (cfg_.algorithm != Algorithm::Tenca) run_sub_iteration(pe, cycle_);
        else run_tenca_task(pe);
        if (++pe.sub == cfg_.task_cycles()) finish_task(pe, r, cycle_);
    }
    return end_cycle();
}

// Wrong versions of the one-PE column runner: the cycle-by-cycle step must
// tell them apart ([pearray], "one PE: ...").
#define ALONE_SITE(var, name, what) MONTSIM_MUTANT_SITE(var, name, "[pearray]", what)
ALONE_SITE(kAloneClockSkipsPeF, "pearray.alone/clock-skips-pe-f",
           "the clock skips a task's cycles even while PE_f has a word to take")
ALONE_SITE(kAloneNetsForgotten, "pearray.alone/nets-forgotten",
           "the PE's nets start each column from zero, not from the values they held")
ALONE_SITE(kAloneBufferUncounted, "pearray.alone/buffer-peak-uncounted",
           "a word through the storage buffer is counted but left out of its peak")

// What start_task, run_sub_iteration and finish_task do for each task, with
// what stays the same through the column (its B bits, its table rows and
// slots) worked out once, and the PE's registers and counts in locals.
// Nothing here checks a start condition: with one PE every task a start
// condition reads ran before (the first task's check stays, as a guard).
__attribute__((target_clones("popcnt", "default"))) void PeArray::run_column_alone(uint64_t stop_at) {
    Pe& pe = pes_[0];
    const unsigned w = cfg_.w, t = cfg_.task_cycles(), pa = w - 1 - t;
    const unsigned gc = pe.next_column, m = by_columns_.div(gc), c = gc - m * columns_;
    open_columns(gc);
    if (!can_start(pe)) model_error("one PE waited for its own task");
    pe.m = m, pe.c = c;
    const PeOperands& o = ops_[m];
    Mm& mm = mm_[m];
    PeTraffic& traffic = stats_.traffic[m];
    uint64_t* const started = &started_[task_index(gc, 0)];
    uint64_t* const finished = &finished_[task_index(gc, 0)];
    const uint64_t* const made = c > 0 ? &finished_[task_index(gc - 1, 0)] : nullptr;
    // Slot s of word j in column x is slots(x)[j t + s].
    const auto slots = [&](unsigned column) { return &mm.slot[slot_index(column, 0, 0)]; };
    const uint8_t* const in_before = c >= 1 ? slots(c - 1) : nullptr;
    const uint8_t* const in_two_back = c >= 2 ? slots(c - 2) : nullptr;
    uint8_t* const out = slots(c);
    const bool last_column = c == columns_ - 1;
    // Bit iteration c t + s reads B[c t + s] and B[c t + s + t].
    uint32_t b_now[32], b_later[32], ca[32], cb[32], q[32];
    for (unsigned s = 0; s < t; ++s) {
        b_now[s] = b_bit(m, uint64_t(c) * t + s);
        b_later[s] = b_bit(m, uint64_t(c) * t + s + t);
        ca[s] = pe.ca[s], cb[s] = pe.cb[s], q[s] = pe.q[s];
    }
    Nets nets = MONTSIM_MUTANT_ON(kAloneNetsForgotten) ? Nets{} : pe.nets;
    uint64_t a_reg = pe.a_reg, n_reg = pe.n_reg;
    PeActivity act;
    unsigned j = pe.word;
    for (; j <= e_; ++j) {
        // start_task
        started[j] = cycle_;
        if (c == 0 && j == 0) stats_.start[m] = std::min(stats_.start[m], cycle_);
        const uint64_t aj = o.a[j], nj = o.n[j];
        ++act.operand_loads;
        act.operand_transitions += flips(a_reg | (n_reg << 32), aj | (nj << 32));  // w <= 32
        a_reg = aj, n_reg = nj;
        traffic.operand_bits += 2 * w;
        if (c > 0 && made[j] < cycle_) {
            traffic.buffer_bits += 2 * w + t;  // SR in carry-save form, and its t slot bits
            ++act.buffer_writes, ++act.buffer_reads;
            if (!MONTSIM_MUTANT_ON(kAloneBufferUncounted)) buffer_.add(made[j], cycle_);
        }
        // the sub-iterations
        const uint64_t ap = (aj >> pa) & 1, ar = aj & ~(uint64_t(1) << pa);
        const bool slots_in = j < e_;
        uint64_t sr = mm.sr[j];
        for (unsigned s = 0; s < t; ++s) {
            uint64_t bits_in = uint64_t(ap & b_later[s]) << (w - 1);
            if (slots_in && s >= 1 && c >= 1) bits_in += uint64_t(in_before[j * t + s - 1]) << pa;
            if (slots_in && s == 0 && c >= 2) bits_in += uint64_t(in_two_back[j * t + t - 1]) << pa;
            uint32_t bit_out = 0;
            const Nets n = sub_iteration(sr, bits_in, b_now[s] ? ar : 0, nj, j == 0, ca[s], cb[s], q[s], w, mask_,
                                         bit_out);
            if (j == 0) {
                if (bit_out) model_error("the X task left an odd word");
            } else {
                out[(j - 1) * t + s] = uint8_t(bit_out);
            }
            sr = n.sum;
            count_nets(act, nets, ca[s], cb[s], q[s], n);
        }
        mm.sr[j] = sr;
        act.word_additions += 2 * t;
        // finish_task
        finished[j] = cycle_ + t;
        if (last_column) {
            last_finished_[m][j] = cycle_ + t;
            post_wake_ = 0;  // PE_f may take this word (run_post_processing)
        }
        // The clock runs through the task. PE_f has nothing to do before
        // post_wake_, so those cycles are only counted.
        if ((cycle_ + t < post_wake_ || MONTSIM_MUTANT_ON(kAloneClockSkipsPeF)) && cycle_ + t <= stop_at) {
            cycle_ += t;
        } else {
            for (unsigned i = 0; i < t; ++i)
                if (!end_cycle() || cycle_ >= stop_at) break;
        }
        if (cycle_ >= stop_at || done_) {
            ++j;
            break;
        }
    }
    if (j > e_) {
        check_top_carries(ca, cb);
        j = 0;
        pe.next_column += cfg_.p;
    }
    pe.word = j;
    for (unsigned s = 0; s < t; ++s) pe.ca[s] = ca[s], pe.cb[s] = cb[s], pe.q[s] = q[s];
    pe.nets = nets;
    pe.a_reg = a_reg, pe.n_reg = n_reg;
    stats_.activity += act;
}

// One PE runs its tasks back to back: every input of a task was made by an
// earlier task, and what it makes is read only by later ones (or by PE_f,
// which compares the finish time with the clock). So a step runs the rest
// of a column, task after task, each task's sub-iterations at their own
// cycles and its finish stamped with its last cycle; the clock runs
// through each task with PE_f looking at every cycle where it has
// something to look at. Once the columns are done, a step is one cycle of
// PE_f's. The cycle-by-cycle step (record_tasks) is the reference the
// tests hold this to.
bool PeArray::step_whole_task(uint64_t stop_at) {
    if (pes_[0].next_column < total_columns_) run_column_alone(stop_at);
    else end_cycle();
    return !done_;
}

uint64_t formula_latency(const PeArrayConfig& cfg) {
    const uint64_t lambda = cfg.lambda(), e = cfg.e(), p = cfg.p;
    if (cfg.algorithm == Algorithm::Tenca) {
        // Columns every 2 cycles while PE_1 keeps up (e+1 <= 2p); otherwise
        // PE_1 starts a column every e+1 cycles. The last column's last word
        // ends the multiplication.
        if (e + 1 <= 2 * p) return 2 * lambda * p + e - 1;
        return lambda * (e + 1) + 2 * p - 2;
    }
    // IWBMM_R: Eq. 11 (t = w-1). Ref. [11] (t = 1): the same reasoning, one
    // cycle per task: the last column starts at lambda p - 1 (or PE_1's
    // turn), its e+1 tasks, then PE_f's delay and its last word.
    const uint64_t t = cfg.task_cycles(), f = cfg.f_delay;
    if (e + 1 <= p) return (lambda * p + e + 1 + f) * t;
    return (lambda * (e + 1) + p + f) * t;
}

uint64_t formula_period(const PeArrayConfig& cfg) {
    const uint64_t lambda = cfg.lambda(), e = cfg.e(), p = cfg.p;
    if (cfg.algorithm == Algorithm::Tenca) return e + 1 <= 2 * p ? 2 * lambda * p : lambda * (e + 1);
    const uint64_t t = cfg.task_cycles();  // Eq. 12 (t = w-1), Eq. 15 (t = 1)
    if (e + 1 <= p) return lambda * p * t;
    return lambda * (e + 1) * t;
}

namespace {
// Eq. 13 (IWBMM_R) and Eq. 14 (refs. [9], [11] with L = 2, 1): the share of
// a multiplication's words that pass through the storage buffer.
double sigma(const PeArrayConfig& cfg) {
    const unsigned latency = cfg.algorithm == Algorithm::Tenca ? 2 : 1;
    if (cfg.e() + 1 <= latency * cfg.p) return 0.0;
    return double(cfg.lambda() - 1) / double(cfg.lambda());
}
}  // namespace

double table1_read_bits(const PeArrayConfig& cfg) {
    const double w = cfg.w, s = sigma(cfg);
    if (cfg.algorithm == Algorithm::Tenca) return 2 * w * (s + 1);
    if (cfg.algorithm == Algorithm::LowLatency) return 2 * w * (s + 1) + s;
    return 2 * w * (s + 1) / (w - 1) + s;
}

double table1_write_bits(const PeArrayConfig& cfg) {
    const double w = cfg.w, s = sigma(cfg);
    if (cfg.algorithm == Algorithm::Tenca) return 2 * w * s;
    if (cfg.algorithm == Algorithm::LowLatency) return (2 * w + 1) * s;
    return (2 * w / (w - 1) + 1) * s;
}

}  // namespace montsim::pearray
