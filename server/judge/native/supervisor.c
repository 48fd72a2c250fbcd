/*
 * pj-supervisor: runs one sandboxed execution and reports what it used.
 *
 * The supervisor runs on the host, OUTSIDE the sandbox, so the learner's program
 * can neither see it (it lives in the parent PID namespace), nor signal or trace
 * it (different uid and, when the server is root, root), nor reach its report
 * channel (the report fd is close-on-exec and never passed on). It:
 *
 *   1. opens the program's stdin/stdout/stderr files itself (O_NOFOLLOW; output
 *      files are created exclusively, so a planted symlink or file is refused) and
 *      gives them to the job's uid;
 *   2. builds a seccomp filter with libseccomp and hands it to bubblewrap on a
 *      file descriptor (bwrap --seccomp FD);
 *   3. forks; the child joins the job's cgroup(s), sets rlimits and nice 10, drops to the
 *      job's uid/gid and execs bubblewrap (whose argv follows `--`);
 *   4. polls every 5 ms: the wall clock, and the CPU time of the whole cgroup
 *      (every process the program started, detached or not); over a limit it
 *      kills the sandbox;
 *   5. when bubblewrap exits it kills whatever is left in the cgroup and writes
 *      one JSON line to --report-fd.
 *
 * Usage:
 *   pj-supervisor --cpu-ms N --wall-ms N [--fsize-kb N] [--as-kb N] [--stack-kb N]
 *                 [--nofile N] [--nproc N] [--uid N --gid N]
 *                 [--cgroup-procs FILE]... [--cgroup-cpu FILE] [--cgroup-kill FILE]
 *                 [--stdin FILE [--stdin-shared 1] | --stdin-inherit 1] [--stdout FILE [--stdout-fifo 1]] [--stderr FILE]
 *                 [--seccomp-fd N --status-fd N] [--init-fd N] --report-fd N -- BWRAP [ARGS...]
 *   `--stdin-shared 1` leaves the stdin file's owner alone: the program reads it through the
 *   descriptor opened here but may neither re-open nor change it (an output validator reading
 *   a submission's output). `--stdin-inherit 1` passes the supervisor's own stdin on (a pipe of
 *   a long-lived service such as the judge's Java compiler); without `--stdout`/`--stderr` those
 *   are passed on too. Without `--stdin` or `--stdin-inherit`, stdin is /dev/null.
 *   `--stdout-fifo 1`: `--stdout` names an existing FIFO (an interactive run's channel to the other
 *   process) that is opened for writing, not created, and whose owner is left alone, like a shared stdin.
 *   Limits of 0 mean "leave unlimited". `--cgroup-cpu` is `cpuacct.usage`
 *   (cgroup v1, ns) or `cpu.stat` (cgroup v2, `usage_usec`). Without cgroups the
 *   CPU time is the rusage of bubblewrap's reaped descendants (weaker: processes
 *   still running when the sandbox ends are not counted) and only RLIMIT_CPU bounds each process.
 *   `--seccomp-fd N` puts the BPF program on fd N of the child (pass `--seccomp N`
 *   to bwrap); `--status-fd N` puts a pipe on fd N (pass `--json-status-fd N`) so
 *   the supervisor learns whether the sandbox was set up. Without `--seccomp-fd` (no
 *   bubblewrap: JUDGE_SANDBOX=off) the supervisor loads the filter for the program itself.
 *   `--init-fd N` puts a pipe on fd N for pj-init (native/pj-init.c, run by bwrap --as-pid-1 as
 *   `pj-init N PROGRAM...`), which writes the program's real wait status on it.
 *
 * Report (one JSON line):
 *   {"exitCode":int,"signal":int,"cpuMs":int,"wallMs":int,"maxRssKb":int,
 *    "wallTimedOut":bool,"cpuTimedOut":bool,"setupFailed":bool}
 *   exitCode/signal are the program's real wait status: with `--init-fd`, pj-init's record (bubblewrap
 *   itself passes a death by signal N on as 128+N, which a program could forge with exit(128+N));
 *   without a record (the sandbox was killed or never started) exitCode is -1 and signal 0.
 *   Without `--init-fd` (no bubblewrap) the wait status of the program itself.
 *   cpuMs: CPU of the whole cgroup when given, in ms. maxRssKb: the largest
 *   single process (rusage), KB; the cgroup's peak is read by the caller.
 *
 * Exit status: 0 when a report was written, 2 on bad usage or set-up failure.
 *
 * The seccomp policy follows the deny-list approach of DMOJ's judge and of
 * Flatpak/bubblewrap's own default filter: the calls a contest program never
 * needs and that reach beyond its sandbox (tracing, other processes' fds and
 * memory, namespaces, mounts, kernel keyrings, BPF, perf, module/kexec loading,
 * io_uring, userfaultfd) fail with EPERM; other architectures' syscall tables are denied.
 * Sockets are on an allow-list of families: AF_UNIX, AF_INET, AF_INET6 (in an empty network
 * namespace); any other family (vsock, netlink, packet …) fails with EAFNOSUPPORT.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <grp.h>
#include <inttypes.h>
#include <poll.h>
#include <sched.h>
#include <seccomp.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/time.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#define MAX_CGROUPS 8

static long long now_ms(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (long long)ts.tv_sec * 1000LL + ts.tv_nsec / 1000000LL;
}

static void die(const char *what) {
  fprintf(stderr, "pj-supervisor: %s: %s\n", what, strerror(errno));
  _exit(2);
}

static void set_limit(int resource, unsigned long long value) {
  struct rlimit rl = {value, value};
  if (setrlimit(resource, &rl) != 0) die("setrlimit");
}

static int write_file(const char *path, const char *text) {
  int fd = open(path, O_WRONLY | O_CLOEXEC | O_NOFOLLOW);
  if (fd < 0) return -1;
  ssize_t n = write(fd, text, strlen(text));
  int saved = errno;
  close(fd);
  errno = saved;
  return n == (ssize_t)strlen(text) ? 0 : -1;
}

/* Reads a small file into buf (NUL-terminated). Returns bytes read or -1. */
static ssize_t read_small(const char *path, char *buf, size_t size) {
  int fd = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW);
  if (fd < 0) return -1;
  ssize_t n = read(fd, buf, size - 1);
  close(fd);
  if (n < 0) return -1;
  buf[n] = 0;
  return n;
}

/* CPU time of the cgroup in ms, or -1 when unknown. */
static long long cgroup_cpu_ms(const char *path) {
  if (!path) return -1;
  char buf[4096];
  if (read_small(path, buf, sizeof buf) <= 0) return -1;
  const char *usec = strstr(buf, "usage_usec ");
  if (usec) return strtoll(usec + 11, NULL, 10) / 1000; /* v2 cpu.stat */
  return strtoll(buf, NULL, 10) / 1000000;                /* v1 cpuacct.usage (ns) */
}

/* SIGKILLs every process listed in a cgroup.procs file. Returns how many were listed. */
static int kill_listed(const char *procs) {
  char buf[65536];
  ssize_t n = read_small(procs, buf, sizeof buf);
  if (n <= 0) return 0;
  int count = 0;
  char *save = NULL;
  for (char *tok = strtok_r(buf, "\n", &save); tok; tok = strtok_r(NULL, "\n", &save)) {
    pid_t p = (pid_t)strtol(tok, NULL, 10);
    if (p > 1) {
      kill(p, SIGKILL);
      count++;
    }
  }
  return count;
}

/* Opens an existing FIFO for writing onto `fd` without waiting (never through a symlink; anything but a
   FIFO is refused). When no one reads it any more (the other process has ended) `fd` becomes a pipe whose
   reader is gone, so a write fails with EPIPE as it would have on the FIFO. */
static int open_fifo_output(const char *path, int fd) {
  int f = open(path, O_WRONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK);
  if (f < 0 && errno == ENXIO) {
    int p[2];
    if (pipe2(p, O_CLOEXEC) != 0) return -1;
    close(p[0]);
    f = p[1];
  } else if (f < 0) {
    return -1;
  } else {
    struct stat st;
    if (fstat(f, &st) != 0 || !S_ISFIFO(st.st_mode) || fcntl(f, F_SETFL, O_WRONLY) != 0) { close(f); return -1; }
  }
  if (dup2(f, fd) < 0) return -1;
  close(f);
  return 0;
}

static int open_output(const char *path, int fd) {
  int f = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0600);
  if (f < 0) return -1;
  if (dup2(f, fd) < 0) return -1;
  close(f);
  return 0;
}

/* Moves a close-on-exec descriptor to a number of 100 or more, so that the child's dup2 onto the
   low numbers bwrap is told about (10, 11, 12 …) never overwrites another descriptor still to be placed. */
static int high_fd(int fd) {
  int moved = fcntl(fd, F_DUPFD_CLOEXEC, 100);
  if (moved < 0) die("fcntl F_DUPFD");
  close(fd);
  return moved;
}

/* Builds the seccomp deny-list and returns a memfd holding its BPF program. */
static int build_seccomp(void) {
  scmp_filter_ctx ctx = seccomp_init(SCMP_ACT_ALLOW);
  if (!ctx) { errno = ENOMEM; die("seccomp_init"); }
  /* Other syscall ABIs (i386, x32) would bypass a filter written for x86_64: kill them. */
  if (seccomp_attr_set(ctx, SCMP_FLTATR_ACT_BADARCH, SCMP_ACT_KILL_PROCESS) != 0) die("seccomp badarch");
  static const char *denied[] = {
      "ptrace", "process_vm_readv", "process_vm_writev", "kcmp",
      "pidfd_open", "pidfd_getfd", "pidfd_send_signal",
      "mount", "umount2", "pivot_root", "chroot", "move_mount", "open_tree", "fsopen", "fsconfig",
      "fsmount", "fspick", "mount_setattr", "unshare", "setns",
      "keyctl", "add_key", "request_key", "bpf", "perf_event_open", "userfaultfd",
      "kexec_load", "kexec_file_load", "init_module", "finit_module", "delete_module",
      "io_uring_setup", "io_uring_enter", "io_uring_register",
      "open_by_handle_at", "name_to_handle_at", "lookup_dcookie", "fanotify_init",
      "swapon", "swapoff", "reboot", "syslog", "acct", "quotactl", "quotactl_fd",
      "settimeofday", "clock_settime", "clock_adjtime", "adjtimex", "iopl", "ioperm",
      "uselib", "vhangup", "nfsservctl", "sethostname", "setdomainname", "migrate_pages", "move_pages",
      NULL,
  };
  for (int i = 0; denied[i]; i++) {
    int nr = seccomp_syscall_resolve_name(denied[i]);
    if (nr == __NR_SCMP_ERROR) continue; /* not on this architecture or libseccomp version */
    if (seccomp_rule_add(ctx, SCMP_ACT_ERRNO(EPERM), nr, 0) != 0) die("seccomp_rule_add");
  }
  /* Socket families: AF_UNIX, AF_INET and AF_INET6 only (the network namespace is empty, so these
     reach nothing outside); every other family (AF_VSOCK, AF_NETLINK, AF_PACKET …) fails with
     EAFNOSUPPORT. A filter tests "equal" or "greater", so the refused domains are 0, 3–9 and > 10. */
  static const char *socket_calls[] = {"socket", "socketpair", NULL};
  for (int i = 0; socket_calls[i]; i++) {
    int nr = seccomp_syscall_resolve_name(socket_calls[i]);
    if (nr == __NR_SCMP_ERROR) continue;
    if (seccomp_rule_add(ctx, SCMP_ACT_ERRNO(EAFNOSUPPORT), nr, 1, SCMP_A0(SCMP_CMP_GT, AF_INET6)) != 0) die("seccomp socket");
    for (int domain = 0; domain < AF_INET6; domain++) {
      if (domain == AF_UNIX || domain == AF_INET) continue;
      if (seccomp_rule_add(ctx, SCMP_ACT_ERRNO(EAFNOSUPPORT), nr, 1, SCMP_A0(SCMP_CMP_EQ, (scmp_datum_t)domain)) != 0) die("seccomp socket");
    }
  }
  /* clone3 hides its flags in memory a filter cannot read: ENOSYS makes libc fall back to clone. */
  int clone3 = seccomp_syscall_resolve_name("clone3");
  if (clone3 != __NR_SCMP_ERROR && seccomp_rule_add(ctx, SCMP_ACT_ERRNO(ENOSYS), clone3, 0) != 0) die("seccomp clone3");
  /* clone with any new-namespace flag (one rule per bit: a filter can only test "masked equal"). */
  const uint64_t bits[] = {CLONE_NEWNS, CLONE_NEWUSER, CLONE_NEWPID, CLONE_NEWNET, CLONE_NEWIPC, CLONE_NEWUTS, CLONE_NEWCGROUP};
  for (size_t i = 0; i < sizeof bits / sizeof bits[0]; i++) {
    if (seccomp_rule_add(ctx, SCMP_ACT_ERRNO(EPERM), SCMP_SYS(clone), 1, SCMP_A0(SCMP_CMP_MASKED_EQ, bits[i], bits[i])) != 0) die("seccomp clone");
  }
  int fd = memfd_create("pj-seccomp", MFD_CLOEXEC);
  if (fd < 0) die("memfd_create");
  if (seccomp_export_bpf(ctx, fd) != 0) die("seccomp_export_bpf");
  seccomp_release(ctx);
  if (lseek(fd, 0, SEEK_SET) != 0) die("lseek");
  return fd;
}

int main(int argc, char **argv) {
  long long cpu_ms = 2000, wall_ms = 5000, fsize_kb = 0, as_kb = 0, stack_kb = 0, nofile = 64, nproc = 0;
  long long uid = -1, gid = -1, stdin_shared = 0, stdin_inherit = 0, stdout_fifo = 0;
  const char *in = NULL, *out = NULL, *err = NULL, *cg_cpu = NULL, *cg_kill = NULL;
  const char *cg_procs[MAX_CGROUPS];
  int n_cg = 0, seccomp_target = -1, status_target = -1, report_fd = -1, init_target = -1;
  int i = 1;
  for (; i < argc; i++) {
    const char *a = argv[i];
    if (strcmp(a, "--") == 0) { i++; break; }
    if (i + 1 >= argc) { fprintf(stderr, "pj-supervisor: missing value for %s\n", a); return 2; }
    const char *v = argv[++i];
    if (!strcmp(a, "--cpu-ms")) cpu_ms = atoll(v);
    else if (!strcmp(a, "--wall-ms")) wall_ms = atoll(v);
    else if (!strcmp(a, "--fsize-kb")) fsize_kb = atoll(v);
    else if (!strcmp(a, "--as-kb")) as_kb = atoll(v);
    else if (!strcmp(a, "--stack-kb")) stack_kb = atoll(v);
    else if (!strcmp(a, "--nofile")) nofile = atoll(v);
    else if (!strcmp(a, "--nproc")) nproc = atoll(v);
    else if (!strcmp(a, "--uid")) uid = atoll(v);
    else if (!strcmp(a, "--gid")) gid = atoll(v);
    else if (!strcmp(a, "--cgroup-procs")) { if (n_cg == MAX_CGROUPS) { fprintf(stderr, "pj-supervisor: too many cgroups\n"); return 2; } cg_procs[n_cg++] = v; }
    else if (!strcmp(a, "--cgroup-cpu")) cg_cpu = v;
    else if (!strcmp(a, "--cgroup-kill")) cg_kill = v;
    else if (!strcmp(a, "--stdin")) in = v;
    else if (!strcmp(a, "--stdin-shared")) stdin_shared = atoll(v);
    else if (!strcmp(a, "--stdin-inherit")) stdin_inherit = atoll(v);
    else if (!strcmp(a, "--stdout")) out = v;
    else if (!strcmp(a, "--stdout-fifo")) stdout_fifo = atoll(v);
    else if (!strcmp(a, "--stderr")) err = v;
    else if (!strcmp(a, "--seccomp-fd")) seccomp_target = atoi(v);
    else if (!strcmp(a, "--status-fd")) status_target = atoi(v);
    else if (!strcmp(a, "--report-fd")) report_fd = atoi(v);
    else if (!strcmp(a, "--init-fd")) init_target = atoi(v);
    else { fprintf(stderr, "pj-supervisor: unknown option %s\n", a); return 2; }
  }
  if (i >= argc || report_fd < 3 || (stdin_inherit && in) || (seccomp_target >= 0 && seccomp_target < 3) || (status_target >= 0 && status_target < 3) ||
      (seccomp_target >= 0 && seccomp_target == status_target) || (init_target >= 0 && (init_target < 3 || init_target == seccomp_target || init_target == status_target))) {
    fprintf(stderr, "pj-supervisor: usage error\n");
    return 2;
  }
  /* If the server dies, so does the supervisor, and bwrap --die-with-parent ends the sandbox. */
  prctl(PR_SET_PDEATHSIG, SIGKILL);
  if (fcntl(report_fd, F_SETFD, FD_CLOEXEC) != 0) die("report fd");

  int seccomp_fd = build_seccomp();
  int status_pipe[2];
  if (pipe2(status_pipe, O_CLOEXEC) != 0) die("pipe");
  int exec_pipe[2];
  if (pipe2(exec_pipe, O_CLOEXEC) != 0) die("pipe");
  int init_pipe[2] = {-1, -1};
  if (init_target >= 0 && pipe2(init_pipe, O_CLOEXEC | O_NONBLOCK) != 0) die("pipe");
  seccomp_fd = high_fd(seccomp_fd);
  status_pipe[1] = high_fd(status_pipe[1]);
  if (init_pipe[1] >= 0) init_pipe[1] = high_fd(init_pipe[1]);

  long long started = now_ms();
  pid_t child = fork();
  if (child < 0) die("fork");
  if (child == 0) {
    close(exec_pipe[0]);
    close(status_pipe[0]);
    char pid_text[32];
    snprintf(pid_text, sizeof pid_text, "%d\n", (int)getpid());
    for (int c = 0; c < n_cg; c++) if (write_file(cg_procs[c], pid_text) != 0) die("join cgroup");
    if (!stdin_inherit) {
      /* O_NONBLOCK only for the open: a FIFO (interactive runs) opens at once even when its writer has
         already ended; reads then block as usual. A regular file ignores the flag. */
      int f = open(in ? in : "/dev/null", O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK);
      if (f < 0 || fcntl(f, F_SETFL, O_RDONLY) != 0 || dup2(f, 0) < 0) die("stdin");
      if (f != 0) close(f);
    }
    if (out && (stdout_fifo ? open_fifo_output(out, 1) : open_output(out, 1)) != 0) die("stdout");
    if (err && open_output(err, 2) != 0) die("stderr");
    /* The job owns its own input and output files, so /dev/stdin and /dev/stdout (re-opened by
     * path through /proc/self/fd) work; the directory holding them stays the server's. */
    if (uid >= 0) {
      if (in && !stdin_shared && fchown(0, (uid_t)uid, (gid_t)gid) != 0) die("chown stdin");
      if (out && !stdout_fifo && fchown(1, (uid_t)uid, (gid_t)gid) != 0) die("chown stdout");
      if (err && fchown(2, (uid_t)uid, (gid_t)gid) != 0) die("chown stderr");
    }
    if (seccomp_target >= 0 && dup2(seccomp_fd, seccomp_target) < 0) die("seccomp fd");
    if (status_target >= 0 && dup2(status_pipe[1], status_target) < 0) die("status fd");
    if (init_target >= 0 && dup2(init_pipe[1], init_target) < 0) die("init fd");
    /* Everything else stays behind (the report fd above all). */
    for (int fd = 3; fd < 1024; fd++) {
      if (fd != seccomp_target && fd != status_target && fd != init_target && fd != exec_pipe[1] && (seccomp_target >= 0 || fd != seccomp_fd)) close(fd);
    }
    unsigned long long cpu_s = (unsigned long long)((cpu_ms + 999) / 1000) + 1;
    set_limit(RLIMIT_CPU, cpu_s);
    if (fsize_kb > 0) set_limit(RLIMIT_FSIZE, (unsigned long long)fsize_kb * 1024ULL);
    if (as_kb > 0) set_limit(RLIMIT_AS, (unsigned long long)as_kb * 1024ULL);
    if (stack_kb > 0) set_limit(RLIMIT_STACK, (unsigned long long)stack_kb * 1024ULL);
    if (nofile > 0) set_limit(RLIMIT_NOFILE, (unsigned long long)nofile);
    if (nproc > 0) set_limit(RLIMIT_NPROC, (unsigned long long)nproc);
    set_limit(RLIMIT_CORE, 0);
    /* Learner programs, compilers and validators yield the CPU to the API server: at nice 10 a job
       weighs about a tenth of a normal process, so reads never queue behind judging. Limits count CPU
       time, which priority does not change. */
    if (setpriority(PRIO_PROCESS, 0, 10) != 0) die("setpriority");
    if (gid >= 0) {
      if (setgroups(0, NULL) != 0) die("setgroups");
      if (setresgid((gid_t)gid, (gid_t)gid, (gid_t)gid) != 0) die("setgid");
    }
    if (uid >= 0 && setresuid((uid_t)uid, (uid_t)uid, (uid_t)uid) != 0) die("setuid");
    if (seccomp_target < 0) {
      /* No bubblewrap to hand the filter to (JUDGE_SANDBOX=off): load it here, for the program itself. */
      struct sock_fprog prog;
      static struct sock_filter insns[4096];
      ssize_t n = read(seccomp_fd, insns, sizeof insns);
      if (n <= 0 || n % (ssize_t)sizeof insns[0] != 0) die("seccomp program");
      prog.len = (unsigned short)(n / (ssize_t)sizeof insns[0]);
      prog.filter = insns;
      if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0) die("no_new_privs");
      if (prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, &prog) != 0) die("seccomp");
    }
    execvp(argv[i], &argv[i]);
    char one = 1;
    (void)!write(exec_pipe[1], &one, 1);
    _exit(127);
  }
  close(exec_pipe[1]);
  close(status_pipe[1]);
  if (init_pipe[1] >= 0) close(init_pipe[1]);
  close(seccomp_fd);
  fcntl(status_pipe[0], F_SETFL, O_NONBLOCK);

  /* Wait with a 5 ms poll: the wall clock and the cgroup's CPU time are checked between polls. A pidfd
     (Linux 5.3+) ends the wait as soon as the child exits instead of at the next 5 ms tick. */
  int pidfd = (int)syscall(SYS_pidfd_open, child, 0);
  int status = 0;
  struct rusage ru;
  memset(&ru, 0, sizeof ru);
  int wall_expired = 0, cpu_expired = 0, killed = 0;
  char status_buf[8192];
  size_t status_len = 0;
  for (;;) {
    pid_t w = wait4(child, &status, WNOHANG, &ru);
    if (w == child) break;
    if (w < 0 && errno != EINTR) die("wait4");
    if (!killed) {
      long long used = cgroup_cpu_ms(cg_cpu);
      if (now_ms() - started >= wall_ms) wall_expired = 1;
      else if (used > cpu_ms) cpu_expired = 1;
      if (wall_expired || cpu_expired) {
        killed = 1;
        kill(child, SIGKILL); /* bwrap dies; its PID namespace (and every process in it) goes with it */
        if (cg_kill) write_file(cg_kill, "1");
        for (int c = 0; c < n_cg && c < 1; c++) kill_listed(cg_procs[c]);
      }
    }
    if (status_len < sizeof status_buf - 1) {
      ssize_t n = read(status_pipe[0], status_buf + status_len, sizeof status_buf - 1 - status_len);
      if (n > 0) status_len += (size_t)n;
    }
    if (pidfd >= 0) {
      struct pollfd exited = {pidfd, POLLIN, 0};
      (void)poll(&exited, 1, 5);
    } else {
      struct timespec nap = {0, 5 * 1000 * 1000};
      nanosleep(&nap, NULL);
    }
  }
  if (pidfd >= 0) close(pidfd);
  long long wall = now_ms() - started;

  /* Whatever escaped the PID namespace's end (nothing should): kill until the cgroup is empty. */
  if (cg_kill) write_file(cg_kill, "1");
  if (n_cg > 0) {
    for (int round = 0; round < 2000; round++) {
      if (kill_listed(cg_procs[0]) == 0) break;
      struct timespec nap = {0, 1000 * 1000};
      nanosleep(&nap, NULL);
    }
  }
  for (;;) {
    ssize_t n = read(status_pipe[0], status_buf + status_len, sizeof status_buf - 1 - status_len);
    if (n <= 0 || status_len + (size_t)n >= sizeof status_buf - 1) break;
    status_len += (size_t)n;
  }
  status_buf[status_len] = 0;

  char buf;
  int exec_failed = read(exec_pipe[0], &buf, 1) == 1;
  int setup_failed = exec_failed || (status_target >= 0 && strstr(status_buf, "\"child-pid\"") == NULL);

  long long cpu = cgroup_cpu_ms(cg_cpu);
  if (cpu < 0) {
    cpu = (long long)ru.ru_utime.tv_sec * 1000 + ru.ru_utime.tv_usec / 1000 +
          (long long)ru.ru_stime.tv_sec * 1000 + ru.ru_stime.tv_usec / 1000;
  }
  if (!killed && cpu > cpu_ms) cpu_expired = 1;
  int exit_code = -1, sig = 0;
  if (init_target >= 0) {
    /* bubblewrap passes a death by signal N on as exit status 128+N, which an exit(128+N) forges:
       only pj-init's record of the real wait status counts. Without one (the sandbox was killed,
       or never started) the exit is unknown: -1. */
    char record[64];
    ssize_t n = read(init_pipe[0], record, sizeof record - 1);
    int value;
    if (n > 0) {
      record[n] = 0;
      if (sscanf(record, "exit %d", &value) == 1) exit_code = value;
      else if (sscanf(record, "signal %d", &value) == 1) sig = value;
    }
  } else if (WIFEXITED(status)) {
    exit_code = WEXITSTATUS(status);
  } else if (WIFSIGNALED(status)) {
    sig = WTERMSIG(status);
  }

  FILE *r = fdopen(report_fd, "w");
  if (!r) die("report");
  fprintf(r,
          "{\"exitCode\":%d,\"signal\":%d,\"cpuMs\":%lld,\"wallMs\":%lld,\"maxRssKb\":%ld,"
          "\"wallTimedOut\":%s,\"cpuTimedOut\":%s,\"setupFailed\":%s}\n",
          exit_code, sig, cpu, wall, ru.ru_maxrss, wall_expired ? "true" : "false",
          cpu_expired ? "true" : "false", setup_failed ? "true" : "false");
  fclose(r);
  return 0;
}
