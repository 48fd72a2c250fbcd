/*
 * sandbox-exec: run one program under resource limits and report what it used.
 *
 * Runs *inside* the bubblewrap sandbox (bwrap provides the namespaces and the
 * filesystem view); this helper adds what bwrap cannot: POSIX rlimits, a
 * wall-clock limit, stdin/stdout/stderr redirection to files, and accounting
 * through wait4(2) (CPU time in ms, peak resident set in KB).
 *
 * Usage:
 *   sandbox-exec --cpu-ms N --wall-ms N --as-kb N --fsize-kb N --nproc N
 *                --nofile N --stack-kb N [--stdin PATH] [--stdout PATH]
 *                [--stderr PATH] --report-fd FD -- PROGRAM [ARGS...]
 *   A limit of 0 means "leave unlimited".
 *   --kill-all: on exit and timeout also kill(-1, SIGKILL), i.e. every other
 *   process this user can signal. ONLY safe as PID 1's child in a private PID
 *   namespace (bwrap --unshare-pid); never pass it when running on the host.
 *   stdout/stderr are inherited (pipes read by the server, which caps them)
 *   unless a path is given; stdin is /dev/null unless a path is given.
 *
 * Report (one JSON line written to file descriptor --report-fd, which the
 * program itself never sees):
 *   {"exitCode":int,"signal":int,"cpuMs":int,"wallMs":int,"maxRssKb":int,
 *    "wallTimedOut":bool,"execFailed":bool}
 *
 * Exit status of this helper: 0 when a report was written, 2 on bad usage.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/time.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static int wall_expired = 0;
static pid_t child_pid = 0;

static long long now_ms(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (long long)ts.tv_sec * 1000LL + ts.tv_nsec / 1000000LL;
}

static void set_limit(int resource, unsigned long long soft, unsigned long long hard) {
  struct rlimit rl;
  rl.rlim_cur = soft;
  rl.rlim_max = hard;
  if (setrlimit(resource, &rl) != 0) {
    perror("sandbox-exec: setrlimit");
    _exit(120);
  }
}

static void redirect(const char *path, int fd, int flags) {
  if (!path) return;
  int f = open(path, flags, 0600);
  if (f < 0) { perror("sandbox-exec: open"); _exit(121); }
  if (dup2(f, fd) < 0) { perror("sandbox-exec: dup2"); _exit(121); }
  close(f);
}

int main(int argc, char **argv) {
  long long cpu_ms = 2000, wall_ms = 5000, as_kb = 0, fsize_kb = 8192, stack_kb = 0;
  long long nproc = 64, nofile = 64;
  const char *in = NULL, *out = NULL, *err = NULL;
  int report_fd = -1;
  int kill_all = 0;
  int i = 1;
  for (; i < argc; i++) {
    const char *a = argv[i];
    if (strcmp(a, "--") == 0) { i++; break; }
    if (strcmp(a, "--kill-all") == 0) { kill_all = 1; continue; }
    if (i + 1 >= argc) { fprintf(stderr, "sandbox-exec: missing value for %s\n", a); return 2; }
    const char *v = argv[++i];
    if (!strcmp(a, "--cpu-ms")) cpu_ms = atoll(v);
    else if (!strcmp(a, "--wall-ms")) wall_ms = atoll(v);
    else if (!strcmp(a, "--as-kb")) as_kb = atoll(v);
    else if (!strcmp(a, "--fsize-kb")) fsize_kb = atoll(v);
    else if (!strcmp(a, "--stack-kb")) stack_kb = atoll(v);
    else if (!strcmp(a, "--nproc")) nproc = atoll(v);
    else if (!strcmp(a, "--nofile")) nofile = atoll(v);
    else if (!strcmp(a, "--stdin")) in = v;
    else if (!strcmp(a, "--stdout")) out = v;
    else if (!strcmp(a, "--stderr")) err = v;
    else if (!strcmp(a, "--report-fd")) report_fd = atoi(v);
    else { fprintf(stderr, "sandbox-exec: unknown option %s\n", a); return 2; }
  }
  if (i >= argc || report_fd < 0) { fprintf(stderr, "sandbox-exec: usage error\n"); return 2; }
  if (fcntl(report_fd, F_SETFD, FD_CLOEXEC) != 0) { perror("sandbox-exec: report fd"); return 2; }

  int exec_pipe[2];
  if (pipe2(exec_pipe, O_CLOEXEC) != 0) { perror("sandbox-exec: pipe"); return 2; }

  long long started = now_ms();
  child_pid = fork();
  if (child_pid < 0) { perror("sandbox-exec: fork"); return 2; }
  if (child_pid == 0) {
    close(exec_pipe[0]);
    setpgid(0, 0);
    redirect(in ? in : "/dev/null", 0, O_RDONLY);
    redirect(out, 1, O_WRONLY | O_CREAT | O_TRUNC);
    redirect(err, 2, O_WRONLY | O_CREAT | O_TRUNC);
    unsigned long long cpu_s = (unsigned long long)((cpu_ms + 999) / 1000);
    set_limit(RLIMIT_CPU, cpu_s, cpu_s + 1);
    if (as_kb > 0) set_limit(RLIMIT_AS, (unsigned long long)as_kb * 1024ULL, (unsigned long long)as_kb * 1024ULL);
    if (stack_kb > 0) set_limit(RLIMIT_STACK, (unsigned long long)stack_kb * 1024ULL, (unsigned long long)stack_kb * 1024ULL);
    set_limit(RLIMIT_FSIZE, (unsigned long long)fsize_kb * 1024ULL, (unsigned long long)fsize_kb * 1024ULL);
    set_limit(RLIMIT_NPROC, (unsigned long long)nproc, (unsigned long long)nproc);
    set_limit(RLIMIT_NOFILE, (unsigned long long)nofile, (unsigned long long)nofile);
    set_limit(RLIMIT_CORE, 0, 0);
    execvp(argv[i], &argv[i]);
    char one = 1;
    (void)!write(exec_pipe[1], &one, 1);
    _exit(127);
  }
  close(exec_pipe[1]);
  setpgid(child_pid, child_pid);

  /*
   * Wait for the program with a 5 ms poll instead of a blocking wait4 + SIGALRM:
   * under a fork bomb the process group is refilled faster than one kill(2)
   * sweeps it, so on timeout we keep killing until the program is reaped.
   */
  int status = 0;
  struct rusage ru;
  memset(&ru, 0, sizeof ru);
  int expired = 0;
  for (;;) {
    pid_t w = wait4(child_pid, &status, WNOHANG, &ru);
    if (w == child_pid) break;
    if (w < 0 && errno != EINTR) { perror("sandbox-exec: wait4"); break; }
    if (!expired && now_ms() - started >= wall_ms) expired = 1;
    if (expired) {
      kill(-child_pid, SIGKILL);
      if (kill_all) kill(-1, SIGKILL);
    }
    struct timespec nap = {0, 5 * 1000 * 1000};
    nanosleep(&nap, NULL);
  }
  long long wall = now_ms() - started;
  /* Kill whatever the program left behind (background children, fork bombs). */
  kill(-child_pid, SIGKILL);
  if (kill_all) kill(-1, SIGKILL);
  wall_expired = expired;

  char buf;
  int exec_failed = read(exec_pipe[0], &buf, 1) == 1;

  long long cpu = (long long)ru.ru_utime.tv_sec * 1000 + ru.ru_utime.tv_usec / 1000 +
                  (long long)ru.ru_stime.tv_sec * 1000 + ru.ru_stime.tv_usec / 1000;
  int exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  int sig = WIFSIGNALED(status) ? WTERMSIG(status) : 0;

  FILE *r = fdopen(report_fd, "w");
  if (!r) { perror("sandbox-exec: report"); return 2; }
  fprintf(r,
          "{\"exitCode\":%d,\"signal\":%d,\"cpuMs\":%lld,\"wallMs\":%lld,\"maxRssKb\":%ld,"
          "\"wallTimedOut\":%s,\"execFailed\":%s}\n",
          exit_code, sig, cpu, wall, ru.ru_maxrss, wall_expired ? "true" : "false",
          exec_failed ? "true" : "false");
  fclose(r);
  return 0;
}
