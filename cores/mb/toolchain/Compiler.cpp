#include "cores/mb/toolchain/Compiler.hpp"

#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <optional>
#include <stdexcept>

#include "cores/mb/toolchain/Elf.hpp"

namespace montsim::mb {

namespace fs = std::filesystem;

namespace {

// How to build the toolchain, naming the script where this montsim's files
// are (a checkout, or the tree a wheel installed: the runtime's tree).
std::string build_toolchain_hint() {
    const fs::path script = fs::path(runtime_dir()).parent_path().parent_path().parent_path() / "scripts" /
                            "toolchain.sh";
    std::error_code ec;
    const std::string where = fs::exists(script, ec) ? script.lexically_normal().string() : "scripts/toolchain.sh";
    return "the MicroBlaze toolchain is not built on this machine: run `bash " + where +
           "` (as root, once per machine; about 35 minutes), or point MONTSIM_TOOLCHAIN at a prefix holding "
           "bin/microblaze-elf-gcc";
}

bool has_gcc(const fs::path& prefix) { return fs::exists(prefix / "bin" / "microblaze-elf-gcc"); }
// scripts/toolchain.sh marks a cache entry complete (libgcc and all) last.
bool complete(const fs::path& prefix) { return has_gcc(prefix) && fs::exists(prefix / ".complete"); }

// A directory of its own under /tmp, removed with everything in it when
// it goes out of scope (also when a compile throws).
class TempDir {
public:
    explicit TempDir(const char* prefix) {
        std::string name = std::string("/tmp/") + prefix + "-XXXXXX";
        if (!mkdtemp(name.data())) throw std::runtime_error(std::string("mkdtemp: ") + std::strerror(errno));
        path_ = name;
    }
    ~TempDir() {
        std::error_code ec;
        fs::remove_all(path_, ec);
    }
    TempDir(const TempDir&) = delete;
    TempDir& operator=(const TempDir&) = delete;
    const fs::path& path() const { return path_; }

private:
    fs::path path_;
};

// Runs argv with its stdout and stderr collected; returns the exit status
// (127 if it could not start) and the text.
int run_collecting(const std::vector<std::string>& argv, std::string& text) {
    int pipefd[2];
    if (pipe(pipefd) != 0) throw std::runtime_error(std::string("pipe: ") + std::strerror(errno));
    const pid_t pid = fork();
    if (pid < 0) throw std::runtime_error(std::string("fork: ") + std::strerror(errno));
    if (pid == 0) {
        dup2(pipefd[1], 1);
        dup2(pipefd[1], 2);
        close(pipefd[0]);
        close(pipefd[1]);
        std::vector<char*> args;
        for (const auto& a : argv) args.push_back(const_cast<char*>(a.c_str()));
        args.push_back(nullptr);
        execv(args[0], args.data());
        _exit(127);
    }
    close(pipefd[1]);
    char buf[4096];
    for (ssize_t n; (n = read(pipefd[0], buf, sizeof buf)) != 0;) {
        if (n < 0) {
            if (errno == EINTR) continue;
            break;
        }
        text.append(buf, size_t(n));
    }
    close(pipefd[0]);
    int status = 0;
    while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {
    }
    return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + (WIFSIGNALED(status) ? WTERMSIG(status) : 0);
}

}  // namespace

std::string runtime_dir() {
    if (const char* env = std::getenv("MONTSIM_RUNTIME")) return env;
    return std::string(MONTSIM_SOURCE_DIR) + "/cores/mb/runtime";
}

std::string toolchain_prefix() {
    if (const char* env = std::getenv("MONTSIM_TOOLCHAIN")) {
        if (!has_gcc(env))
            throw std::runtime_error(std::string("MONTSIM_TOOLCHAIN = ") + env + " holds no bin/microblaze-elf-gcc; " +
                                     build_toolchain_hint());
        return env;
    }
    const char* cache_env = std::getenv("MONTSIM_TOOLCHAIN_CACHE");
    const fs::path cache = cache_env ? cache_env : "/var/cache/montsim";
    std::vector<fs::path> found;
    std::error_code ec;
    for (fs::directory_iterator it(cache, ec), end; !ec && it != end; it.increment(ec))
        if (it->path().filename().string().rfind("microblaze-elf-", 0) == 0 && complete(it->path()))
            found.push_back(it->path());
    if (found.empty()) throw std::runtime_error(build_toolchain_hint());
    std::sort(found.begin(), found.end());
    return found.back().string();
}

std::vector<std::string> compile_command(const CompileOptions& o, const std::string& output,
                                         const std::string& generated_dir) {
    static const std::vector<std::string> kLevels = {"0", "1", "2", "3", "s"};
    if (std::find(kLevels.begin(), kLevels.end(), o.optimisation) == kLevels.end())
        throw std::invalid_argument("optimisation level -O" + o.optimisation + ": allowed are 0, 1, 2, 3 and s");
    if (o.stack_bytes < 4096 || o.stack_bytes % 8 != 0)
        throw std::invalid_argument("stack of " + std::to_string(o.stack_bytes) +
                                    " bytes: at least 4096 (crt0's) and a multiple of 8");
    if (o.sources.empty()) throw std::invalid_argument("no source file to compile");
    const std::string rt = runtime_dir();
    std::vector<std::string> argv = {toolchain_prefix() + "/bin/microblaze-elf-gcc", "-O" + o.optimisation,
                                     "-ffreestanding", "-nostdlib"};
    if (o.barrel) argv.push_back("-mxl-barrel-shift");
    if (o.hw_mul != HwMul::None) argv.push_back("-mno-xl-soft-mul");
    if (o.hw_mul == HwMul::Mul64) argv.push_back("-mxl-multiply-high");
    for (const auto& d : o.includes) argv.push_back("-I" + d);
    if (!generated_dir.empty()) argv.push_back("-I" + generated_dir);
    argv.push_back("-I" + rt);
    for (const auto& d : o.defines) argv.push_back("-D" + d);
    argv.push_back("-T");
    argv.push_back(rt + "/montsim.ld");
    argv.push_back("-Wl,--defsym=MONTSIM_STACK_SIZE=" + std::to_string(o.stack_bytes));
    argv.push_back("-Wl,--defsym=MONTSIM_MEMORY=" + std::to_string(o.memory_bytes));
    argv.push_back(rt + "/crt0.s");
    for (const auto& s : o.sources) argv.push_back(s);
    argv.push_back("-lgcc");
    argv.push_back("-o");
    argv.push_back(output);
    return argv;
}

void compile(const CompileOptions& options, const std::string& output) {
    for (const auto& s : options.sources)
        if (!fs::is_regular_file(s)) throw std::runtime_error("cannot read " + s + ": no such file");
    std::optional<TempDir> generated;
    if (!options.generated.empty()) {
        generated.emplace("montsim-headers");
        for (const auto& [name, text] : options.generated) {
            std::ofstream header(generated->path() / name);
            header << text;
            header.close();
            if (!header) throw std::runtime_error("cannot write " + (generated->path() / name).string());
        }
    }
    const std::vector<std::string> argv =
        compile_command(options, output, generated ? generated->path().string() : std::string());
    std::string text;
    const int status = run_collecting(argv, text);
    if (status == 127 && text.empty())
        throw std::runtime_error("cannot start " + argv[0] + "; " + build_toolchain_hint());
    if (status != 0) {
        while (!text.empty() && text.back() == '\n') text.pop_back();
        throw std::runtime_error(text.empty() ? "microblaze-elf-gcc failed (status " + std::to_string(status) + ")"
                                              : text);
    }
}

Program compile_program(const CompileOptions& options) {
    const TempDir dir("montsim-cc");
    const std::string elf = (dir.path() / "program.elf").string();
    compile(options, elf);
    Program program = load_program_file(elf);
    program.source_name = options.sources.front();
    return program;
}

}  // namespace montsim::mb
