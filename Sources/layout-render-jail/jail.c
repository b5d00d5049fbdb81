// layout-render-jail: the last step before layout code (or the compiler) runs (docs/swift-sources.md, "What runs,
// and how it is contained"). It applies, in this order, what its options ask, then replaces itself with the
// command after `--`:
//   --cgroup FILE        joins a cgroup (writes its pid to FILE, a cgroup.procs) — the run's budget
//   --rlimit R=SOFT:HARD  cpu, as, fsize, nproc, core
//   --setsid             a session of its own (no controlling terminal)
//   --nobody             when root: uid/gid 65534, no groups, only CAP_DAC_OVERRIDE kept (ambient) so it can open the
//                        files of its view; Landlock keeps it inside that view
//   --ro PATH, --rw PATH the Landlock view (given at least once: the file system is restricted to it)
//   --seccomp            the system-call filter below
// and always PR_SET_NO_NEW_PRIVS. `layout-render-jail --probe SECRET OUTSIDE SCRATCH` runs the containment probes of
// `layout-render doctor` inside such a jail and prints one line per probe.
// Any step that cannot be applied stops it with exit 125 and one line on stderr: nothing runs half-confined.
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <grp.h>
#include <linux/capability.h>
#include <linux/landlock.h>
#include <sched.h>
#include <seccomp.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/mount.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <termios.h>
#include <unistd.h>

#ifndef LANDLOCK_ACCESS_FS_REFER
#define LANDLOCK_ACCESS_FS_REFER (1ULL << 13)
#endif
#ifndef LANDLOCK_ACCESS_FS_TRUNCATE
#define LANDLOCK_ACCESS_FS_TRUNCATE (1ULL << 14)
#endif
#ifndef LANDLOCK_ACCESS_FS_IOCTL_DEV
#define LANDLOCK_ACCESS_FS_IOCTL_DEV (1ULL << 15)
#endif
#define JAIL_ACCESS_NET_BIND_TCP (1ULL << 0)
#define JAIL_ACCESS_NET_CONNECT_TCP (1ULL << 1)
#define JAIL_SCOPE_ABSTRACT_UNIX_SOCKET (1ULL << 0)
#define JAIL_SCOPE_SIGNAL (1ULL << 1)

// The ruleset attribute of the newest ABI this file knows (fs, net from ABI 4, scoped from ABI 6); older kernels
// are given the prefix they know.
struct jail_ruleset_attr {
    uint64_t handled_access_fs;
    uint64_t handled_access_net;
    uint64_t scoped;
};

static void die(const char *what) {
    fprintf(stderr, "layout-render-jail: %s: %s\n", what, strerror(errno));
    exit(125);
}

static void fail(const char *what) {
    fprintf(stderr, "layout-render-jail: %s\n", what);
    exit(125);
}

static int landlock_abi(void) {
    long v = syscall(SYS_landlock_create_ruleset, NULL, 0, LANDLOCK_CREATE_RULESET_VERSION);
    return v < 0 ? 0 : (int)v;
}

static uint64_t fs_rights(int abi) {
    uint64_t r = (LANDLOCK_ACCESS_FS_MAKE_SYM << 1) - 1;  // ABI 1: bits 0…12
    if (abi >= 2) r |= LANDLOCK_ACCESS_FS_REFER;
    if (abi >= 3) r |= LANDLOCK_ACCESS_FS_TRUNCATE;
    if (abi >= 5) r |= LANDLOCK_ACCESS_FS_IOCTL_DEV;
    return r;
}

static const uint64_t read_rights = LANDLOCK_ACCESS_FS_EXECUTE | LANDLOCK_ACCESS_FS_READ_FILE | LANDLOCK_ACCESS_FS_READ_DIR;
static const uint64_t file_only = LANDLOCK_ACCESS_FS_EXECUTE | LANDLOCK_ACCESS_FS_WRITE_FILE | LANDLOCK_ACCESS_FS_READ_FILE
    | LANDLOCK_ACCESS_FS_TRUNCATE | LANDLOCK_ACCESS_FS_IOCTL_DEV;

static void landlock_add(int ruleset, const char *path, uint64_t rights) {
    int fd = open(path, O_PATH | O_CLOEXEC);
    if (fd < 0) return;  // a path of the view that is not there is not needed
    struct stat st;
    if (fstat(fd, &st) == 0 && !S_ISDIR(st.st_mode)) rights &= file_only;
    struct landlock_path_beneath_attr rule = {.allowed_access = rights, .parent_fd = fd};
    if (syscall(SYS_landlock_add_rule, ruleset, LANDLOCK_RULE_PATH_BENEATH, &rule, 0) != 0) die("landlock_add_rule");
    close(fd);
}

// Read-only `ro`, read-write `rw` (plus /dev/null read-write, a few system files below); every other path of the file system refused,
// TCP bind/connect refused (ABI 4), signals and abstract sockets outside the jail refused (ABI 6).
static void apply_landlock(char **ro, int nro, char **rw, int nrw) {
    int abi = landlock_abi();
    if (abi < 1) fail("Landlock is not available in this kernel (Linux 5.13 or later with CONFIG_SECURITY_LANDLOCK and lsm=landlock)");
    struct jail_ruleset_attr attr = {.handled_access_fs = fs_rights(abi)};
    size_t size = sizeof(uint64_t);
    if (abi >= 4) { attr.handled_access_net = JAIL_ACCESS_NET_BIND_TCP | JAIL_ACCESS_NET_CONNECT_TCP; size = 2 * sizeof(uint64_t); }
    if (abi >= 6) { attr.scoped = JAIL_SCOPE_ABSTRACT_UNIX_SOCKET | JAIL_SCOPE_SIGNAL; size = sizeof attr; }
    int ruleset = (int)syscall(SYS_landlock_create_ruleset, &attr, size, 0);
    if (ruleset < 0) die("landlock_create_ruleset");
    uint64_t all = fs_rights(abi);
    for (int i = 0; i < nro; i++) landlock_add(ruleset, ro[i], read_rights);
    for (int i = 0; i < nrw; i++) landlock_add(ruleset, rw[i], all);
    landlock_add(ruleset, "/dev/null", LANDLOCK_ACCESS_FS_READ_FILE | LANDLOCK_ACCESS_FS_WRITE_FILE);
    landlock_add(ruleset, "/dev/urandom", LANDLOCK_ACCESS_FS_READ_FILE);
    landlock_add(ruleset, "/dev/zero", LANDLOCK_ACCESS_FS_READ_FILE);
    // What the Swift runtime and the compiler driver read of the system: the number of processors, and this
    // process's own /proc entry (its pid stays through exec; other processes' entries stay closed).
    landlock_add(ruleset, "/proc/self", read_rights);
    landlock_add(ruleset, "/proc/stat", LANDLOCK_ACCESS_FS_READ_FILE);
    landlock_add(ruleset, "/sys/devices/system/cpu", read_rights);
    if (syscall(SYS_landlock_restrict_self, ruleset, 0) != 0) die("landlock_restrict_self");
    close(ruleset);
}

static void deny(scmp_filter_ctx ctx, int nr) {
    if (nr < 0) return;  // not a system call of this architecture
    if (seccomp_rule_add(ctx, SCMP_ACT_ERRNO(EPERM), nr, 0) != 0) fail("seccomp: cannot add a rule");
}

// Everything allowed but: mounting and namespaces, tracing and reading other processes, the kernel's keyring,
// BPF and perf, modules and reboot, handles that bypass paths, typing into a terminal, and sockets of any family
// (socketpair stays: it reaches nothing). 32-bit and x32 system calls kill the process (libseccomp's default
// for a foreign architecture).
static void apply_seccomp(void) {
    scmp_filter_ctx ctx = seccomp_init(SCMP_ACT_ALLOW);
    if (!ctx) fail("seccomp: cannot make a filter (libseccomp)");
    const char *names[] = {"mount", "umount2", "pivot_root", "unshare", "setns", "ptrace", "process_vm_readv",
                           "process_vm_writev", "keyctl", "add_key", "request_key", "bpf", "perf_event_open",
                           "open_by_handle_at", "name_to_handle_at", "kexec_load", "kexec_file_load", "init_module",
                           "finit_module", "delete_module", "reboot", "swapon", "swapoff", "chroot", "fsopen",
                           "fsconfig", "fsmount", "fspick", "move_mount", "open_tree", "mount_setattr", "userfaultfd",
                           "socket", "acct", "quotactl", "syslog", "personality", "lookup_dcookie", "iopl", "ioperm",
                           "landlock_create_ruleset", NULL};
    for (int i = 0; names[i]; i++) deny(ctx, seccomp_syscall_resolve_name(names[i]));
    // clone with a namespace flag is unshare by another name; clone3 hides its flags in memory, so it answers
    // "not implemented" and the C library falls back to clone.
    const uint64_t namespaces = CLONE_NEWUSER | CLONE_NEWNS | CLONE_NEWPID | CLONE_NEWNET | CLONE_NEWIPC | CLONE_NEWUTS
        | CLONE_NEWCGROUP;
    for (uint64_t bit = 1; bit; bit <<= 1) {
        if (!(namespaces & bit)) continue;
        if (seccomp_rule_add(ctx, SCMP_ACT_ERRNO(EPERM), SCMP_SYS(clone), 1, SCMP_A0(SCMP_CMP_MASKED_EQ, bit, bit)) != 0)
            fail("seccomp: cannot add the clone rule");
    }
    if (seccomp_rule_add(ctx, SCMP_ACT_ERRNO(ENOSYS), SCMP_SYS(clone3), 0) != 0) fail("seccomp: cannot add the clone3 rule");
    // The kernel reads the request as 32 bits: compare only those, so high bits set cannot slip past.
    unsigned long tty[] = {TIOCSTI, TIOCLINUX};
    for (int i = 0; i < 2; i++) {
        if (seccomp_rule_add(ctx, SCMP_ACT_ERRNO(EPERM), SCMP_SYS(ioctl), 1,
                             SCMP_A1(SCMP_CMP_MASKED_EQ, 0xffffffffULL, tty[i])) != 0)
            fail("seccomp: cannot add the ioctl rule");
    }
    if (seccomp_load(ctx) != 0) fail("seccomp: the kernel refused the filter");
    seccomp_release(ctx);
}

static int rlimit_named(const char *name) {
    if (!strcmp(name, "cpu")) return RLIMIT_CPU;
    if (!strcmp(name, "as")) return RLIMIT_AS;
    if (!strcmp(name, "fsize")) return RLIMIT_FSIZE;
    if (!strcmp(name, "nproc")) return RLIMIT_NPROC;
    if (!strcmp(name, "core")) return RLIMIT_CORE;
    return -1;
}

static void apply_rlimit(const char *spec) {
    char name[16];
    unsigned long long soft, hard;
    int n = 0;
    if (sscanf(spec, "%15[a-z]=%llu:%llu%n", name, &soft, &hard, &n) != 3 || spec[n] != 0) fail("--rlimit NAME=SOFT:HARD");
    int r = rlimit_named(name);
    if (r < 0) fail("--rlimit: cpu, as, fsize, nproc or core");
    struct rlimit l = {.rlim_cur = soft, .rlim_max = hard};
    if (setrlimit(r, &l) != 0) die(spec);
}

static void join_cgroup(const char *procs) {
    int fd = open(procs, O_WRONLY | O_CLOEXEC);
    if (fd < 0) die(procs);
    if (write(fd, "0\n", 2) != 2) die(procs);
    close(fd);
}

// uid and gid 65534 with no groups; of root's capabilities only CAP_DAC_OVERRIDE stays, ambient, so that the
// files of the view (which may sit under a folder only root may enter) can be opened — Landlock decides which.
static void become_nobody(void) {
    if (getuid() != 0) return;
    if (prctl(PR_SET_KEEPCAPS, 1) != 0) die("PR_SET_KEEPCAPS");
    for (int c = 0; c <= CAP_LAST_CAP; c++) {
        if (c != CAP_DAC_OVERRIDE && prctl(PR_CAPBSET_DROP, c, 0, 0, 0) != 0 && errno != EINVAL) die("PR_CAPBSET_DROP");
    }
    if (setgroups(0, NULL) != 0) die("setgroups");
    if (setresgid(65534, 65534, 65534) != 0) die("setresgid");
    if (setresuid(65534, 65534, 65534) != 0) die("setresuid");
    struct __user_cap_header_struct header = {.version = _LINUX_CAPABILITY_VERSION_3, .pid = 0};
    struct __user_cap_data_struct data[2];
    memset(data, 0, sizeof data);
    data[0].effective = data[0].permitted = data[0].inheritable = 1u << CAP_DAC_OVERRIDE;
    if (syscall(SYS_capset, &header, data) != 0) die("capset");
    if (prctl(PR_CAP_AMBIENT, PR_CAP_AMBIENT_RAISE, CAP_DAC_OVERRIDE, 0, 0) != 0) die("PR_CAP_AMBIENT");
}

// One line per probe, "ok NAME" when the jail held, "FAILED NAME: what happened" when it did not.
static int probe(const char *secret, const char *outside, const char *scratch) {
    int failed = 0;
    // Only inside a jail (which always sets no-new-privs): unconfined, the probes would act on this machine.
    if (prctl(PR_GET_NO_NEW_PRIVS, 0, 0, 0, 0) != 1) fail("--probe runs only inside the jail");
#define REPORT(ok, name, detail) do { if (ok) printf("ok %s\n", name); else { printf("FAILED %s: %s\n", name, detail); failed = 1; } } while (0)
    int fd = open(secret, O_RDONLY);
    REPORT(fd < 0, "secret outside the view unreadable", "opened");
    if (fd >= 0) close(fd);
    fd = open(outside, O_WRONLY | O_CREAT | O_TRUNC, 0600);
    REPORT(fd < 0, "writes outside scratch refused", "created");
    if (fd >= 0) { close(fd); unlink(outside); }
    int s = socket(AF_UNIX, SOCK_STREAM, 0);
    REPORT(s < 0, "no unix socket", "made one");
    if (s >= 0) close(s);
    s = socket(AF_INET, SOCK_STREAM, 0);
    REPORT(s < 0, "no network socket", "made one");
    if (s >= 0) close(s);
    // Harmless where they succeed (a tmpfs over the scratch folder, taken off again; no mount at all to take off):
    // what counts is that the filter refused them (EPERM), not that they failed.
    int mounted = mount("none", scratch, "tmpfs", 0, "size=4k");
    if (mounted == 0) umount2(scratch, MNT_DETACH);
    REPORT(mounted != 0 && errno == EPERM, "no mount", "mounted a tmpfs");
    int unmounted = umount2(scratch, MNT_DETACH);
    REPORT(unmounted != 0 && errno == EPERM, "no unmount", "umount2 was not refused");
    REPORT(syscall(SYS_unshare, CLONE_NEWUSER) != 0, "no new namespace", "made a user namespace");
    char c = 'x';
    int tiocsti = ioctl(0, TIOCSTI, &c);
    int tty = open("/dev/tty", O_RDWR);
    if (tty >= 0) { if (ioctl(tty, TIOCSTI, &c) == 0) tiocsti = 0; close(tty); }
    REPORT(tiocsti != 0, "no TIOCSTI", "typed into a terminal");
    // Processes: RLIMIT_NPROC (or the run's cgroup) stops a fork past the limit.
    int made = 0, refused = 0;
    pid_t kids[1024];
    for (int i = 0; i < 1024; i++) {
        pid_t p = fork();
        if (p == 0) { pause(); _exit(0); }
        if (p < 0) { refused = 1; break; }
        kids[made++] = p;
    }
    for (int i = 0; i < made; i++) { kill(kids[i], SIGKILL); waitpid(kids[i], NULL, 0); }
    REPORT(refused, "processes limited", "1024 processes started");
    void *big = malloc((size_t)64 << 30);
    REPORT(big == NULL, "memory limited", "64 GiB reserved");
    free(big);
    fflush(stdout);
    return failed;
}

int main(int argc, char **argv) {
    if (argc == 5 && !strcmp(argv[1], "--probe")) return probe(argv[2], argv[3], argv[4]);
    if (argc == 2 && !strcmp(argv[1], "--landlock-abi")) { printf("%d\n", landlock_abi()); return 0; }
    char **ro = calloc((size_t)argc, sizeof *ro), **rw = calloc((size_t)argc, sizeof *rw);
    int nro = 0, nrw = 0, seccomp = 0, setsid_ = 0, nobody = 0, landlock = 0, i = 1;
    for (; i < argc && strcmp(argv[i], "--"); i++) {
        if (!strcmp(argv[i], "--seccomp")) seccomp = 1;
        else if (!strcmp(argv[i], "--setsid")) setsid_ = 1;
        else if (!strcmp(argv[i], "--nobody")) nobody = 1;
        else if (!strcmp(argv[i], "--landlock")) landlock = 1;
        else if (i + 1 < argc && !strcmp(argv[i], "--ro")) { ro[nro++] = argv[++i]; landlock = 1; }
        else if (i + 1 < argc && !strcmp(argv[i], "--rw")) { rw[nrw++] = argv[++i]; landlock = 1; }
        else if (i + 1 < argc && !strcmp(argv[i], "--rlimit")) apply_rlimit(argv[++i]);
        else if (i + 1 < argc && !strcmp(argv[i], "--cgroup")) join_cgroup(argv[++i]);
        else { fprintf(stderr, "layout-render-jail: unknown option %s\n", argv[i]); return 125; }
    }
    if (i + 1 >= argc) fail("usage: layout-render-jail [options] -- COMMAND [ARG…]");
    // Already a session leader when spawned so (SandboxRunner does, keeping its group id): nothing to do.
    if (setsid_ && getsid(0) != getpid() && setsid() < 0) die("setsid");
    if (nobody) become_nobody();
    if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0) die("PR_SET_NO_NEW_PRIVS");
    if (landlock) apply_landlock(ro, nro, rw, nrw);
    if (seccomp) apply_seccomp();
    execv(argv[i + 1], argv + i + 1);
    die(argv[i + 1]);
}
