#include "sim/ParallelRunner.hpp"
#include "sim/Hash.hpp"

#include "sim/Interrupt.hpp"
#include "sim/ResultWriter.hpp"

#include <poll.h>
#include <csignal>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <algorithm>
#include <cstring>
#include <map>
#include <stdexcept>

namespace montsim::sim {

namespace {

// One field per line: KIND TAB NAME TAB VALUE, with \, newline and tab escaped.
std::string escape(const std::string& s) {
    std::string out;
    for (char c : s) {
        if (c == '\\') out += "\\\\";
        else if (c == '\n') out += "\\n";
        else if (c == '\t') out += "\\t";
        else out += c;
    }
    return out;
}

std::string unescape(const std::string& s) {
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
    size_t first, last;  // its batch: points [first, last)
    size_t next;         // the first point of the batch without a record yet
    std::string received;
};

}  // namespace

std::string encode_outcome(const PointOutcome& o) {
    std::string out;
    if (!o.stats) return "E\terror\t" + escape(o.error) + "\n";
    for (const auto& [name, v] : *o.stats) {
        std::string kind, text;
        if (auto i = std::get_if<int64_t>(&v)) { kind = "i"; text = std::to_string(*i); }
        else if (auto d = std::get_if<double>(&v)) {
            char buf[64];
            std::snprintf(buf, sizeof buf, "%.17g", *d);
            kind = "d";
            text = buf;
        } else if (auto b = std::get_if<bool>(&v)) { kind = "b"; text = *b ? "1" : "0"; }
        else { kind = "s"; text = std::get<std::string>(v); }
        out += kind + "\t" + escape(name) + "\t" + escape(text) + "\n";
    }
    return out;
}

void decode_outcome(const std::string& text, PointOutcome& o) {
    Stats st;
    size_t pos = 0;
    while (pos < text.size()) {
        const size_t end = text.find('\n', pos);
        const std::string line = text.substr(pos, end == std::string::npos ? std::string::npos : end - pos);
        pos = end == std::string::npos ? text.size() : end + 1;
        const size_t t1 = line.find('\t'), t2 = line.find('\t', t1 + 1);
        if (t1 == std::string::npos || t2 == std::string::npos) throw std::runtime_error("garbled worker output");
        const std::string kind = line.substr(0, t1);
        const std::string name = unescape(line.substr(t1 + 1, t2 - t1 - 1));
        const std::string value = unescape(line.substr(t2 + 1));
        if (kind == "F") { o.inputs.push_back(InputDigest{name, value}); continue; }
        if (kind == "E") { o.stats.reset(); o.error = value; return; }
        if (kind == "i") st.emplace_back(name, Value{int64_t(std::stoll(value))});
        else if (kind == "d") st.emplace_back(name, Value{std::stod(value)});
        else if (kind == "b") st.emplace_back(name, Value{value == "1"});
        else st.emplace_back(name, Value{value});
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
    std::string inputs;  // first: an error ends the body
    for (const auto& in : o.inputs) inputs += "F\t" + escape(in.what) + "\t" + escape(in.digest) + "\n";
    return "#\t" + std::to_string(index) + "\t" + point_fingerprint(o.config) + "\n" + inputs + encode_outcome(o) +
           "=\n";
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

size_t batch_size(size_t points, unsigned jobs) {
    const size_t per = points / (size_t(std::max(1u, jobs)) * 4);
    return std::min<size_t>(32, std::max<size_t>(1, per));
}

std::vector<PointOutcome> run_points_parallel(const std::vector<Config>& points, const PointRunner& run,
                                              const PointObserver& on_done, unsigned jobs) {
    if (runs_in_process(points.size(), jobs)) return run_points(points, run, on_done);

    std::vector<PointOutcome> outcomes;
    for (const auto& p : points) outcomes.push_back(PointOutcome{p, std::nullopt, {}, false, {}});
    // Batches still to run, as [first, last); a batch cut short by its
    // worker's death goes back on the list without the point that died.
    std::vector<std::pair<size_t, size_t>> todo;
    const size_t batch = batch_size(points.size(), jobs);
    for (size_t first = points.size(); first > 0;) {
        const size_t begin = first > batch ? first - batch : 0;
        todo.emplace_back(begin, first);  // a stack: the first batch on top
        first = begin;
    }
    std::vector<Worker> running;
    std::fflush(nullptr);  // a child must not flush the parent's buffers again

    // Starts a worker for the batch on top of `todo`; false if the system has
    // no pipe or process left for it right now (too many open files or
    // processes), in which case it is tried again once a running worker has
    // finished.
    auto start = [&]() {
        const auto [first, last] = todo.back();
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
            for (size_t i = first; i < last; ++i) write_all(fds[1], encode_record(i, run_one(points[i], run)));
            ::close(fds[1]);
            ::_exit(0);  // no destructors or atexit handlers of the parent's state
        }
        ::close(fds[1]);
        todo.pop_back();
        running.push_back(Worker{pid, fds[0], first, last, first, {}});
        return true;
    };
    auto finish = [&](size_t index, PointOutcome&& o) {
        PointOutcome& slot = outcomes[index];
        slot.stats = std::move(o.stats);
        slot.error = std::move(o.error);
        if (on_done) on_done(index, slot);
    };

    // Interrupted: the workers are killed, what they had not finished and
    // what never started is marked interrupted (not failed).
    auto not_run = [&](size_t first, size_t last) {
        for (size_t i = first; i < last; ++i) {
            outcomes[i].interrupted = true;
            outcomes[i].error = "not run: the sweep was interrupted";
        }
    };
    while (!todo.empty() || !running.empty()) {
        if (interrupt_signal()) {
            for (auto& w : running) {
                ::kill(w.pid, SIGKILL);
                ::close(w.fd);
                int status = 0;
                ::waitpid(w.pid, &status, 0);
                not_run(w.next, w.last);
            }
            for (const auto& [first, last] : todo) not_run(first, last);
            running.clear();
            todo.clear();
            break;
        }
        while (!todo.empty() && running.size() < jobs && start()) {
        }
        std::vector<pollfd> fds;
        for (const auto& w : running) fds.push_back(pollfd{w.fd, POLLIN, 0});
        if (::poll(fds.data(), fds.size(), -1) < 0 && errno != EINTR)
            throw std::runtime_error(std::string("poll: ") + std::strerror(errno));
        for (size_t k = 0; k < running.size();) {
            Worker& w = running[k];
            if (!(fds[k].revents & (POLLIN | POLLHUP | POLLERR))) { ++k; continue; }
            char buf[4096];
            const ssize_t n = ::read(w.fd, buf, sizeof buf);
            if (n > 0) {
                w.received.append(buf, size_t(n));
                size_t used = 0;
                std::vector<Record> records;
                try {
                    records = decode_records(w.received, used);
                } catch (const std::exception& e) {
                    PointOutcome bad;
                    bad.error = e.what();
                    records.clear();
                    used = w.received.size();
                    finish(w.next++, std::move(bad));
                }
                w.received.erase(0, used);
                for (auto& rec : records) {
                    if (rec.index != w.next) throw std::logic_error("a worker's records are out of order");
                    finish(w.next++, std::move(rec.outcome));
                }
                ++k;
                continue;
            }
            if (n < 0 && errno == EINTR) { ++k; continue; }
            // End of output: the worker is done, or died.
            ::close(w.fd);
            int status = 0;
            ::waitpid(w.pid, &status, 0);
            if (w.next < w.last && interrupt_signal()) {
                not_run(w.next, w.last);  // killed by the same Ctrl-C as the parent
            } else if (w.next < w.last) {
                PointOutcome o;
                o.error = WIFSIGNALED(status) ? "worker process killed by signal " + std::to_string(WTERMSIG(status))
                                              : "worker process failed without a result";
                finish(w.next++, std::move(o));
                if (w.next < w.last) todo.emplace_back(w.next, w.last);  // the rest of its batch, again
            }
            running.erase(running.begin() + long(k));
            fds.erase(fds.begin() + long(k));
        }
    }
    return outcomes;
}

}  // namespace montsim::sim
