#include "sim/ParallelRunner.hpp"
#include "sim/Hash.hpp"

#include "sim/Interrupt.hpp"
#include "sim/ResultWriter.hpp"

#include <poll.h>
#include <csignal>
#include <sys/mman.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <charconv>
#include <cstdio>
#include <cstdint>
#include <new>
#include <cstring>
#include <map>
#include <stdexcept>
#include <string_view>

namespace montsim::sim {

namespace {

// One field per line: KIND TAB NAME TAB VALUE, with \, newline and tab
// escaped. A sweep's points pass through this text once or twice each (a
// worker's pipe, the journal), so it appends runs of plain text whole.
void append_escaped(std::string& out, std::string_view s) {
    size_t from = 0;
    for (size_t at; (at = s.find_first_of("\\\n\t", from)) != std::string_view::npos; from = at + 1) {
        out.append(s.substr(from, at - from));
        out += '\\';
        out += s[at] == '\n' ? 'n' : s[at] == '\t' ? 't' : '\\';
    }
    out.append(s.substr(from));
}

std::string unescape(std::string_view s) {
    if (s.find('\\') == std::string_view::npos) return std::string(s);
    std::string out;
    for (size_t i = 0; i < s.size(); ++i) {
        if (s[i] == '\\' && i + 1 < s.size()) {
            const char n = s[++i];
            out += n == 'n' ? '\n' : n == 't' ? '\t' : n;
        } else {
            out += s[i];
        }
    }
    return out;
}

[[noreturn]] void garbled() { throw std::runtime_error("garbled worker output"); }

// A whole field as a number, or garbled().
template <typename T>
T parse_number(std::string_view text) {
    T v{};
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
    if (ec != std::errc() || end != text.data() + text.size()) garbled();
    return v;
}

// A record: "#\tINDEX\tFINGERPRINT\n", the inputs, the outcome, "=\n".
std::string record_text(size_t index, const std::string& fingerprint, const PointOutcome& o) {
    std::string out = "#\t" + std::to_string(index) + "\t" + fingerprint + "\n";
    for (const auto& in : o.inputs) {  // first: an error ends the body
        out += "F\t";
        append_escaped(out, in.what);
        out += '\t';
        append_escaped(out, in.digest);
        out += '\n';
    }
    return out + encode_outcome(o) + "=\n";
}

void write_all(int fd, const std::string& data) {
    size_t done = 0;
    while (done < data.size()) {
        const ssize_t n = ::write(fd, data.data() + done, data.size() - done);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return;
        done += size_t(n);
    }
}

struct Worker {
    pid_t pid;
    int fd;
    size_t slot;  // its place in the queue's `running`
    std::string received;
};

constexpr size_t kNone = SIZE_MAX;

// The points' queue, in memory the parent shares with its workers: each
// worker takes the next point (a counter, take()) until none is left, so one worker
// per job runs its share of the sweep with its caches warm (a process per
// batch of points started cold each time, and -j 2 cost 1.7 times the cpu
// of -j 1 on the Table III sweep), and none idles while points are left.
// A worker writes the point it runs in its slot of `running`: should it die,
// the parent knows which point it took with it.
class SharedQueue {
public:
    explicit SharedQueue(size_t slots) : bytes_(sizeof(std::atomic<size_t>) * (1 + slots)) {
        void* p = ::mmap(nullptr, bytes_, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0);
        if (p == MAP_FAILED) throw std::runtime_error(std::string("mmap: ") + std::strerror(errno));
        cells_ = static_cast<std::atomic<size_t>*>(p);
        for (size_t i = 0; i <= slots; ++i) new (&cells_[i]) std::atomic<size_t>(i == 0 ? 0 : kNone);
    }
    ~SharedQueue() { ::munmap(cells_, bytes_); }
    SharedQueue(const SharedQueue&) = delete;
    SharedQueue& operator=(const SharedQueue&) = delete;

    size_t take() { return cells_[0].fetch_add(1); }
    size_t peek() const { return cells_[0].load(); }
    std::atomic<size_t>& running(size_t slot) { return cells_[1 + slot]; }

private:
    size_t bytes_;
    std::atomic<size_t>* cells_;
};

}  // namespace

std::string encode_outcome(const PointOutcome& o) {
    std::string out;
    if (!o.stats) {
        out = "E\terror\t";
        append_escaped(out, o.error);
        return out + "\n";
    }
    for (const auto& [name, v] : *o.stats) {
        char buf[64];
        char kind = 's';
        std::string_view text;
        if (auto i = std::get_if<int64_t>(&v)) {
            kind = 'i';
            text = std::string_view(buf, size_t(std::to_chars(buf, buf + sizeof buf, *i).ptr - buf));
        } else if (auto d = std::get_if<double>(&v)) {
            kind = 'd';
            text = std::string_view(buf, size_t(std::snprintf(buf, sizeof buf, "%.17g", *d)));
        } else if (auto b = std::get_if<bool>(&v)) {
            kind = 'b';
            text = *b ? "1" : "0";
        } else {
            text = std::get<std::string>(v);
        }
        out += kind;
        out += '\t';
        append_escaped(out, name);
        out += '\t';
        append_escaped(out, text);
        out += '\n';
    }
    return out;
}

void decode_outcome(const std::string& whole, PointOutcome& o) {
    const std::string_view text(whole);
    Stats st;
    size_t pos = 0;
    while (pos < text.size()) {
        const size_t end = text.find('\n', pos);
        const std::string_view line = text.substr(pos, end == std::string_view::npos ? std::string_view::npos : end - pos);
        pos = end == std::string_view::npos ? text.size() : end + 1;
        const size_t t1 = line.find('\t'), t2 = line.find('\t', t1 + 1);
        if (t1 == std::string_view::npos || t2 == std::string_view::npos) garbled();
        const std::string_view kind = line.substr(0, t1);
        std::string name = unescape(line.substr(t1 + 1, t2 - t1 - 1));
        const std::string_view raw = line.substr(t2 + 1);
        if (kind == "F") { o.inputs.push_back(InputDigest{std::move(name), unescape(raw)}); continue; }
        if (kind == "E") { o.stats.reset(); o.error = unescape(raw); return; }
        // (Numbers are never escaped.)
        if (kind == "i") st.emplace_back(std::move(name), Value{parse_number<int64_t>(raw)});
        else if (kind == "d") st.emplace_back(std::move(name), Value{parse_number<double>(raw)});
        else if (kind == "b") st.emplace_back(std::move(name), Value{raw == "1"});
        else st.emplace_back(std::move(name), Value{unescape(raw)});
    }
    o.stats = std::move(st);
}

std::string point_fingerprint(const Config& point) {
    const uint64_t h = fnv_text(config_json(point));
    char buf[17];
    std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(h));
    return buf;
}

std::string encode_record(size_t index, const PointOutcome& o) {
    return record_text(index, point_fingerprint(o.config), o);
}

std::vector<Record> decode_records(const std::string& text, size_t& used) {
    std::vector<Record> out;
    used = 0;
    size_t line = 1;
    while (used < text.size()) {
        const size_t head_end = text.find('\n', used);
        if (head_end == std::string::npos) break;
        if (text.compare(used, 2, "#\t") != 0) throw std::runtime_error("garbled outcome records");
        // The body ends at a line "="; an empty body leaves the header's
        // own newline before it.
        const size_t term = text.find("\n=\n", head_end);
        if (term == std::string::npos) break;
        const size_t body = head_end + 1, end = term + 1, after = term + 3;
        Record r;
        const std::string head = text.substr(used + 2, head_end - used - 2);
        const size_t tab = head.find('\t');
        try {
            size_t parsed = 0;
            r.index = std::stoull(head.substr(0, tab), &parsed);
            if (parsed != tab || tab == std::string::npos) throw std::invalid_argument("index");
        } catch (const std::exception&) {
            throw std::runtime_error("garbled outcome records at line " + std::to_string(line) +
                                     ": a header without a point index and a fingerprint");
        }
        r.fingerprint = head.substr(tab + 1);
        r.line = line;
        decode_outcome(text.substr(body, end - body), r.outcome);
        line += size_t(std::count(text.begin() + long(used), text.begin() + long(after), '\n'));
        out.push_back(std::move(r));
        used = after;
    }
    return out;
}

std::vector<PointOutcome> run_points_parallel(const std::vector<Config>& points, const PointRunner& run,
                                              const PointObserver& on_done, unsigned jobs) {
    if (runs_in_process(points.size(), jobs)) return run_points(points, run, on_done);

    std::vector<PointOutcome> outcomes;
    for (const auto& p : points) outcomes.push_back(PointOutcome{p, std::nullopt, {}, false, {}});
    std::vector<bool> done(points.size(), false);
    const size_t workers = std::min<size_t>(jobs, points.size());
    SharedQueue queue(workers);
    std::vector<bool> slot_used(workers, false);
    std::vector<Worker> running;
    std::fflush(nullptr);  // a child must not flush the parent's buffers again

    // Whether a new worker would find a point left.
    auto points_left = [&]() { return queue.peek() < points.size(); };
    // Starts a worker in a free slot; false if the system has no pipe or
    // process left for it right now (too many open files or processes), in
    // which case it is tried again once a running worker has finished.
    auto start = [&]() {
        const size_t slot = size_t(std::find(slot_used.begin(), slot_used.end(), false) - slot_used.begin());
        int fds[2];
        if (::pipe(fds) != 0) {
            if ((errno == EMFILE || errno == ENFILE) && !running.empty()) return false;
            throw std::runtime_error(std::string("pipe: ") + std::strerror(errno) + " (try a smaller -j)");
        }
        const pid_t pid = ::fork();
        if (pid < 0) {
            const int fork_errno = errno;
            ::close(fds[0]);
            ::close(fds[1]);
            if ((fork_errno == EAGAIN || fork_errno == ENOMEM) && !running.empty()) return false;
            throw std::runtime_error(std::string("fork: ") + std::strerror(fork_errno) + " (try a smaller -j)");
        }
        if (pid == 0) {
            child_after_fork();
            ::close(fds[0]);
            for (size_t i; (i = queue.take()) < points.size();) {
                queue.running(slot).store(i);
                // No fingerprint: the parent knows which point index i is
                // (hashing each point's config was a tenth of what -j 2
                // added to the Table III sweep's cpu).
                write_all(fds[1], record_text(i, "", run_one(points[i], run)));
            }
            queue.running(slot).store(kNone);
            ::close(fds[1]);
            ::_exit(0);  // no destructors or atexit handlers of the parent's state
        }
        ::close(fds[1]);
        slot_used[slot] = true;
        running.push_back(Worker{pid, fds[0], slot, {}});
        return true;
    };
    auto finish = [&](size_t index, PointOutcome&& o) {
        done[index] = true;
        PointOutcome& slot = outcomes[index];
        slot.stats = std::move(o.stats);
        slot.error = std::move(o.error);
        if (on_done) on_done(index, slot);
    };
    // Interrupted: the workers are killed, what they had not finished and
    // what never started is marked interrupted (not failed).
    auto not_run = [&]() {
        for (size_t i = 0; i < points.size(); ++i)
            if (!done[i]) {
                outcomes[i].interrupted = true;
                outcomes[i].error = "not run: the sweep was interrupted";
            }
    };
    while (points_left() || !running.empty()) {
        if (interrupt_signal()) {
            for (auto& w : running) {
                ::kill(w.pid, SIGKILL);
                ::close(w.fd);
                int status = 0;
                ::waitpid(w.pid, &status, 0);
            }
            running.clear();
            not_run();
            break;
        }
        while (points_left() && running.size() < workers && start()) {
        }
        std::vector<pollfd> fds;
        for (const auto& w : running) fds.push_back(pollfd{w.fd, POLLIN, 0});
        if (::poll(fds.data(), fds.size(), -1) < 0 && errno != EINTR)
            throw std::runtime_error(std::string("poll: ") + std::strerror(errno));
        for (size_t k = 0; k < running.size();) {
            Worker& w = running[k];
            if (!(fds[k].revents & (POLLIN | POLLHUP | POLLERR))) { ++k; continue; }
            char buf[65536];  // (a worker writes a record at a time; several may wait)
            const ssize_t n = ::read(w.fd, buf, sizeof buf);
            if (n > 0) {
                w.received.append(buf, size_t(n));
                size_t used = 0;
                std::vector<Record> records;
                try {
                    records = decode_records(w.received, used);
                } catch (const std::exception& e) {
                    // Garbled output: the point the worker is on gets the error.
                    const size_t at = queue.running(w.slot).load();
                    if (at < points.size() && !done[at]) {
                        PointOutcome bad;
                        bad.error = e.what();
                        finish(at, std::move(bad));
                    }
                    records.clear();
                    used = w.received.size();
                }
                w.received.erase(0, used);
                for (auto& rec : records) {
                    if (rec.index >= points.size() || done[rec.index])
                        throw std::logic_error("a worker sent a point that is not its own to send");
                    finish(rec.index, std::move(rec.outcome));
                }
                ++k;
                continue;
            }
            if (n < 0 && errno == EINTR) { ++k; continue; }
            // End of output: the worker is done, or died with the point its
            // slot names (its records all read by now).
            ::close(w.fd);
            int status = 0;
            ::waitpid(w.pid, &status, 0);
            const size_t at = queue.running(w.slot).load();
            if (at < points.size() && !done[at] && !interrupt_signal()) {
                PointOutcome o;
                o.error = WIFSIGNALED(status) ? "worker process killed by signal " + std::to_string(WTERMSIG(status))
                                              : "worker process failed without a result";
                finish(at, std::move(o));
            }
            queue.running(w.slot).store(kNone);
            slot_used[w.slot] = false;
            running.erase(running.begin() + long(k));
            fds.erase(fds.begin() + long(k));
        }
    }
    if (interrupt_signal()) {
        not_run();
    } else {
        // A worker that died between taking a point and naming it in its
        // slot: the point has no outcome and no other worker will take it.
        for (size_t i = 0; i < points.size(); ++i)
            if (!done[i]) finish(i, PointOutcome{points[i], std::nullopt, "worker process failed without a result", false, {}});
    }
    return outcomes;
}

}  // namespace montsim::sim
