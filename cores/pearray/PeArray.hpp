// The scalable PE array of Lin, Ye and Shieh (IEEE Trans. Computers 2013,
// doi 10.1109/TC.2012.218; ../shared/papers/004) running Algorithm IWBMM_R
// (and, for comparison, ref. [11]'s low-latency variant and Tenca and Koc's
// WBMM: see Algorithm below) cycle by cycle: p processing elements in a line,
// the post-processing element PE_f, the storage buffer between the last PE
// and the first, and a memory interface that counts the bits it moves.
//
// The schedule is not written down anywhere: each PE starts its next task at
// the first cycle at which its inputs exist, and each sub-iteration computes
// on the words it has (the arithmetic of IWBMM_R, below). Latency, throughput,
// buffer occupancy and memory traffic are measured, then compared with the
// paper's closed forms (Eq. 11, 12, 15, Table 1) by the scheme and the tests.
//
// The algorithm as this model reads it (verified against Boost on every run,
// and against the bit-level Modified_MM_R of schemes/iwbmm/BitLevel.cpp),
// with t = w-1 bit iterations per task:
// - words j = 0..e, e = ceil(k/w), w bits each; A = AP' + AR', AP' the bit
//   w-1-t of every word (IWBMM_R: the least significant); a column (outer
//   iteration) c runs bit iterations i = c t .. c t + t-1, one task per word,
//   one sub-iteration per cycle; a multiplication has lambda*p columns,
//   lambda = ceil(k/(p t)), and computes A*B*2^(-lambda p t) mod N, below 2N
//   (no final subtraction).
// - sub-iteration s of task (c, j), bit iteration i:
//     v = SR'_j + 2^(w-1) AP'_j B[i+t] + slot 2^(w-1-t) + AR'_j B[i] (+ Ca[s] for j > 0)
//     X task (j = 0): q[s] = bit 0 of v (mod 2^w)
//     v' = (v mod 2^w) + q[s] N_j (+ Cb[s] for j > 0);  SR'_j = (v' mod 2^w) / 2
//     the bit v' shifts out (bit 0, j > 0) belongs to word j-1 t bit
//     iterations later: slot s+1 of task (c+1, j-1), or for s = t-1 slot 0 of
//     task (c+2, j-1). So slots 1..t-1 are used one cycle after the
//     neighbouring PE makes them, slot 0 comes from two PEs back.
// - SR'_j starts as AP'_j * B[0..t-1]; after the last column PE_f adds, word
//   by word with a carry, SR'_j and SM'_j (the last column's slot s at bit
//   w-t+s, the one before it at bit w-1-t; IWBMM_R: sum over s of slot s 2^s).
//
// Timing model (time unit = t cycles, one task):
// - PE r runs columns r, r+p, r+2p, ... (round robin), each column's tasks
//   j = 0..e back to back. Task (c, j) starts when its PE is free, (c-1, j)
//   has finished (its SR'_j is in a register or the storage buffer) and
//   (c-1, j+1) has started (its slot bits arrive one cycle before use).
// - The multiplier shifter holds one B: a multiplication's first column
//   follows the previous multiplication's last column as a next column of
//   the same multiplication would (consecutive multiplications overlap, as
//   in Fig. 6).
// - PE_f starts word j `f_delay` time units after PE_p finishes it (the
//   paper: "the delay between PE_p and PE_f is two time units"; 2 gives
//   Eq. 11, 1 is the earliest the data allow), one word per time unit.
// - Memory: PE_1 reads A_j and N_j (2w bits) at the start of every task.
//   A word of intermediate results that PE_1 does not take in the cycle
//   after PE_p makes it goes through the storage buffer: written (SR_j in
//   carry-save form, 2w bits, and its t slot bits) when made, read when
//   taken. PE_f writes each result word (w bits; not in the paper's
//   Table 1). The carry-save form itself is not modelled bit by bit: the
//   model keeps SR'_j in binary, which changes no cycle and no count.
#pragma once

#include <cstdint>
#include <deque>
#include <string>
#include <vector>

namespace montsim::pearray {

using Words = std::vector<uint64_t>;  // w-bit words, least significant first

// What the array runs. Tenca and Koc's WBMM (ref. [9] of the paper): a
// column is one bit iteration, a task one word in one cycle; word j of a
// column is final only when the next word's task has shifted its bit in, so
// task (c, j) waits for (c-1, j+1) to finish: two cycles between
// neighbouring PEs (L = 2). No post-processing: S is binary when the last
// column ends. The storage buffer holds S in carry-save form (2w bits).
// Ref. [11]'s low-latency variant (LowLatency) is IWBMM_R's family with one
// bit iteration per task and the most significant bit of each word deferred
// one iteration instead of w-1: AP' is each word's bit w-2, a task one cycle,
// one cycle between neighbouring PEs (L = 1). The model runs IWBMM_R's
// arithmetic with t bit iterations per task (t = w-1 or 1), AP' and the
// deferred bits at bit w-1-t of each word.
enum class Algorithm : uint8_t { IwbmmR, Tenca, LowLatency };

struct PeArrayConfig {
    Algorithm algorithm = Algorithm::IwbmmR;
    unsigned w = 16;  // word size, 3..32
    unsigned p = 4;   // processing elements, 1..512
    unsigned k = 1024;  // modulus size in bits, 2..16384
    unsigned f_delay = 2;  // time units from PE_p finishing a word to PE_f starting it, 1..8
    // Throws std::invalid_argument naming the first bad field and its range.
    void validate() const;
    unsigned e() const { return (k + w - 1) / w; }
    // Bit iterations per task: w-1 (IWBMM_R) or 1 (Tenca, ref. [11]).
    unsigned task_cycles() const { return algorithm == Algorithm::IwbmmR ? w - 1 : 1; }  // t
    // Cycles between the starts of consecutive columns when nothing else
    // holds them: one task (IWBMM_R, ref. [11]), two cycles (Tenca, L = 2).
    unsigned column_spacing() const { return algorithm == Algorithm::Tenca ? 2 : task_cycles(); }
    // Columns per PE per multiplication: ceil(k / (p * task_cycles)).
    unsigned lambda() const { return (k + p * task_cycles() - 1) / (p * task_cycles()); }
    unsigned columns() const { return lambda() * p; }
    // The multiplication computes A*B*2^(-r_bits) mod N.
    unsigned r_bits() const { return columns() * task_cycles(); }
};

// One multiplication's operands, as k-bit numbers cut into w-bit words
// (e+1 words each; the top word is zero).
struct PeOperands {
    Words a, b, n;
};

enum class TaskKind : uint8_t { X, Y, F };

// One task as it ran: for the Fig. 6 charts.
struct TaskRecord {
    TaskKind kind;
    unsigned multiplication, column, word;
    int pe;  // 0..p-1; -1 for PE_f
    uint64_t start, end;  // first cycle, last cycle + 1
};

// What one multiplication moved through the memory interface.
struct PeTraffic {
    uint64_t operand_bits = 0;  // A_j and N_j read by PE_1
    uint64_t buffer_bits = 0;   // through the storage buffer: written, and read back as many
    uint64_t result_bits = 0;   // result words written (not in the paper's Table 1)
    // Table 1's read and write: operands and buffer, buffer; results not counted.
    uint64_t table1_read() const { return operand_bits + buffer_bits; }
    uint64_t table1_write() const { return buffer_bits; }
};

// What the array switched over the whole run: the activity an energy model
// prices (the paper's power argument, Section 5: IWBMM_R loads a PE's A_j
// and N_j registers once per task of w-1 bit iterations where ref. [11]
// loads them every bit iteration, and it sends fewer words through the
// storage buffer). A net's transitions are the Hamming distances between
// the consecutive values it takes in one PE, from 0; a PE's nets hold their
// values while it waits (nothing toggles). Registers latch once per cycle:
// the running-sum register holds what the PE computed, never the word it
// read (that is the neighbour's register, counted there).
struct PeActivity {
    uint64_t operand_loads = 0;        // (A_j, N_j) pairs loaded into a PE's pipelined registers, all PEs
    uint64_t operand_transitions = 0;  // bits those A_j and N_j registers flipped, all PEs
    uint64_t sum_transitions = 0;      // bits the PEs' running-sum registers (SR'_j, Tenca: S_j) flipped
    uint64_t carry_transitions = 0;    // bits the carry and quotient registers (one set per sub-iteration) flipped
    uint64_t partial_product_transitions = 0;  // bits the adders' inputs B[i]*A_j and q*N_j flipped
    uint64_t adder_transitions = 0;    // bits the first adder's output (v, before q*N_j is added) flipped
    uint64_t word_additions = 0;       // w-bit additions: two per sub-iteration (Tenca: per task), one per PE_f word
    uint64_t buffer_writes = 0, buffer_reads = 0;  // words of intermediate results through the storage buffer
    PeActivity& operator+=(const PeActivity& o) {
        operand_loads += o.operand_loads, operand_transitions += o.operand_transitions;
        sum_transitions += o.sum_transitions, carry_transitions += o.carry_transitions;
        partial_product_transitions += o.partial_product_transitions, adder_transitions += o.adder_transitions;
        word_additions += o.word_additions, buffer_writes += o.buffer_writes, buffer_reads += o.buffer_reads;
        return *this;
    }
    // Every bit transition above that an energy model prices per toggle.
    uint64_t toggles() const {
        return operand_transitions + sum_transitions + carry_transitions + partial_product_transitions +
               adder_transitions;
    }
};

struct PeArrayStats {
    std::vector<uint64_t> start, finish;  // per multiplication: first task's cycle, cycle after its last result word
    uint64_t cycles = 0;                  // when everything finished
    std::vector<PeTraffic> traffic;       // per multiplication, for per-period averages
    PeActivity activity;                  // the whole run
    uint64_t peak_buffer_words = 0;  // words of intermediate results held at once
    std::vector<TaskRecord> tasks;   // kept only if asked (record_tasks)
};

class PeArray {
public:
    // Runs `ops.size()` multiplications back to back.
    PeArray(const PeArrayConfig& cfg, std::vector<PeOperands> ops, bool record_tasks = false);

    // One clock cycle; false once every multiplication's result is written.
    // With one PE a step runs a whole task, several cycles (never past
    // `stop_at`): cycle() says where it is.
    bool step(uint64_t stop_at = ~uint64_t(0));
    bool done() const { return done_; }
    uint64_t cycle() const { return cycle_; }
    const PeArrayStats& stats() const { return stats_; }
    // Multiplication m's result, e+1 words (plus a final carry word).
    const Words& result(size_t m) const { return results_.at(m); }

private:
    // The values a sub-iteration puts on a PE's nets (PeActivity): the
    // adders' partial-product inputs (B[i] AR'_j, AP'_j B[i+t], q N_j), the
    // first adder's output, the running-sum register and the carry and
    // quotient registers of the sub-iteration's slot. Each is below 2^w.
    struct Nets {
        uint64_t pp_a = 0, pp_ap = 0, pp_n = 0, first_sum = 0, sum = 0;
        uint32_t ca = 0, cb = 0, q = 0;
    };
    // Quotient and remainder by a divisor fixed at construction, without a
    // divide instruction (Lemire, Kaser and Kurz, "Faster remainder by
    // direct computation", 2019): exact for every 32-bit dividend. The
    // step divides column numbers several times a cycle.
    struct Divisor {
        uint64_t m = 0;
        uint32_t d = 1;
        Divisor() = default;
        explicit Divisor(uint32_t divisor) : m(divisor > 1 ? ~uint64_t(0) / divisor + 1 : 0), d(divisor) {}
        uint32_t div(uint32_t a) const { return d == 1 ? a : uint32_t((__uint128_t(m) * a) >> 64); }
        uint32_t mod(uint32_t a) const { return d == 1 ? 0 : uint32_t((__uint128_t(m * a) * d) >> 64); }
    };
    struct Pe {
        bool busy = false;
        unsigned next_column;   // global column (m * columns + c) it runs next
        unsigned m = 0, c = 0;  // the task's multiplication and its column, set at its start
        unsigned word = 0;      // task of that column it runs next (or now)
        unsigned sub = 0;       // sub-iteration now
        uint64_t task_start = 0;
        std::vector<uint32_t> ca, cb, q;  // per sub-iteration: carries along the column, quotient bits
        uint64_t a_reg = 0, n_reg = 0;  // the operand registers' last values (PeActivity)
        Nets nets;                       // and the other nets' (count_nets)
    };
    struct Mm {  // one multiplication's state
        Words sr;                  // SR'_j, w-1 bits each (Tenca: S_j, w bits)
        std::vector<uint8_t> slot; // produced slot bits: [column % 4][word][sub], see slot_index
        std::vector<uint64_t> slot_made;  // the cycle each was made
        uint64_t f_next = 0;       // PE_f's next word
        uint64_t f_busy_until = 0; // PE_f's current word ends before this cycle
        uint32_t cc = 0;           // PE_f's carry
        bool finished = false;
    };

    // The storage buffer's peak occupancy, kept as the words pass: words
    // reach PE_1 in the order PE_p made them (both times never decrease), so
    // the occupancy at a cycle when words were made is final once a word
    // made later arrives; only the words taken after that cycle are held.
    struct BufferPeak {
        uint64_t made = ~uint64_t(0);  // the latest cycle a buffered word was made
        uint64_t arrived = 0, taken = 0, peak = 0;
        std::deque<uint64_t> takes;  // when the words not yet counted as taken were taken
        void add(uint64_t made_at, uint64_t taken_at);
        void close();
        uint64_t result();
    };

    size_t slot_index(unsigned column, unsigned word, unsigned sub) const;
    // The row of the start and finish tables for (global column, word).
    size_t task_index(unsigned global_column, unsigned word) const {
        if (__builtin_expect(global_column >= opened_ || global_column + window_ < opened_, 0))
            window_error(global_column);
        return size_t(by_window_.mod(global_column)) * (e_ + 1) + word;
    }
    [[noreturn]] __attribute__((noinline, cold)) static void window_error(unsigned global_column);
    // Makes the table rows of every column up to `column` fresh (kNever),
    // each reusing the row of a column no start condition reads any more.
    void open_columns(unsigned column);
    bool can_start(const Pe& pe) const;
    void start_task(Pe& pe, unsigned pe_index);
    // Sub-iteration pe.sub of the PE's task, at cycle `now`.
    void run_sub_iteration(Pe& pe, uint64_t now);
    void finish_task(Pe& pe, unsigned r, uint64_t last);
    void check_top_carries(const uint32_t* ca, const uint32_t* cb) const;
    bool end_cycle();
    // One PE: the rest of its column's tasks, or PE_f's next cycle.
    bool step_whole_task(uint64_t stop_at);
    void run_column_alone(uint64_t stop_at);
    // One sub-iteration's arithmetic (the opening comment): the nets' new
    // values from the running sum SR'_j, the bits that come in (B[i+t]
    // AP'_j at bit w-1 and the slot bit, already in place), B[i] AR'_j, and
    // the word below's carries and quotient (j > 0; the X task makes q).
    // The bit v' shifts out is bit 0 of (nets.sum << 1 | out): `out`.
    static Nets sub_iteration(uint64_t sr, uint64_t bits_in, uint64_t pp_a, uint64_t nj, bool x_task, uint32_t ca,
                              uint32_t cb, uint32_t q, unsigned w, uint64_t mask, uint32_t& out);
    // One sub-iteration's nets (PeActivity): their flips from the values
    // the PE's nets, and the slot's carry and quotient registers, held
    // last; then the new values.
    static void count_nets(PeActivity& act, Nets& held, uint32_t& ca, uint32_t& cb, uint32_t& q, const Nets& now);
    void run_tenca_task(Pe& pe);
    void run_post_processing();
    // Bit i of multiplication m's B (0 at and above k).
    uint32_t b_bit(unsigned m, uint64_t i) const {
        return i < cfg_.k ? uint32_t((b_bits_[size_t(m) * b_stride_ + (i >> 6)] >> (i & 63)) & 1) : 0;
    }

    PeArrayConfig cfg_;
    unsigned e_, columns_, total_columns_;
    Divisor by_columns_, by_window_;  // columns_, window_
    uint64_t mask_;
    std::vector<PeOperands> ops_;
    // Each multiplication's B as packed bits, b_stride_ 64-bit words each:
    // the PEs read a bit of it every sub-iteration.
    std::vector<uint64_t> b_bits_;
    size_t b_stride_ = 0;
    std::vector<Pe> pes_;
    std::vector<Mm> mm_;
    std::vector<Words> results_;
    // Per (global column, word): the cycle a task started and finished
    // (kNever until it does): what the start conditions read. Only the
    // columns in flight are kept: a window of window_ rows, column gc in row
    // gc % window_ (the start conditions read at most two columns back, and
    // the PEs' columns lie within p of each other); opened_ columns have a
    // fresh row so far. A row still read when it would be reused is a model
    // error, never a silent overwrite.
    unsigned window_ = 0, opened_ = 0;
    std::vector<uint64_t> started_, finished_;
    // Per multiplication: when each word of its last column finished (PE_f
    // reads them after the PEs have moved on to the next multiplication).
    std::vector<std::vector<uint64_t>> last_finished_;
    BufferPeak buffer_;
    size_t finished_count_ = 0;  // multiplications whose results are all written
    uint64_t post_wake_ = 0;     // run_post_processing has nothing to do before this cycle
    bool whole_tasks_ = false;   // one PE: a task runs whole in the step that starts it (step_whole_task)
    uint64_t f_free_ = 0;  // PE_f is one element: its next word starts at or after this cycle
    uint64_t cycle_ = 0;
    bool done_ = false;
    bool record_;
    PeArrayStats stats_;
    static constexpr uint64_t kNever = ~uint64_t(0);
};

// The latency in cycles of one multiplication: Eq. 11 of the paper for
// IWBMM_R; for Tenca's WBMM our derivation for this array (columns 2 cycles
// apart while PE_1 keeps up, e+1 <= 2p: 2 lambda p + e - 1; otherwise
// lambda (e+1) + 2p - 2).
uint64_t formula_latency(const PeArrayConfig& cfg);
// Cycles between consecutive multiplications: Eq. 12 (k / TP_O) for
// IWBMM_R; for Tenca 2 lambda p or lambda (e+1).
uint64_t formula_period(const PeArrayConfig& cfg);
// Table 1: average bits read and written per cycle, with sigma from Eq. 13
// (IWBMM_R, the "proposed" row) or Eq. 14 with L = 2 (Tenca, row [9]),
// exact: (lambda-1)/lambda when the storage buffer is used.
double table1_read_bits(const PeArrayConfig& cfg);
double table1_write_bits(const PeArrayConfig& cfg);

}  // namespace montsim::pearray
