/*
 * pj-init: the first process inside the sandbox (bubblewrap --as-pid-1), which starts the
 * program and tells the supervisor how it really ended.
 *
 * bubblewrap passes a death by signal N on as exit status 128+N, so from outside an exit(139)
 * and a SIGSEGV look the same. pj-init runs as PID 1 of the sandbox's PID namespace, forks and
 * execs the program, reaps every process of the namespace, and when the program (its first
 * child) ends writes its true wait status to RECORD_FD, a pipe inherited from the supervisor:
 *
 *   "exit N\n"    the program called exit(N)
 *   "signal N\n"  the program died of signal N
 *
 * The program can neither reach nor forge that record: the descriptor is close-on-exec (the
 * program never holds it), pj-init is not dumpable (so /proc/1/fd is closed to the program,
 * which runs as the same uid), ptrace is denied by seccomp, and as the namespace's init pj-init
 * receives no signal sent from inside the sandbox (it installs no handler), SIGKILL included.
 * It keeps reaping until no process is left, as bubblewrap's own init does, then exits with the
 * status bubblewrap would have given (N, or 128+N).
 *
 * Usage: pj-init RECORD_FD PROGRAM [ARGS...]
 * Exit status 127 (with a message on stderr) when PROGRAM cannot be executed.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

int main(int argc, char **argv) {
  if (argc < 3) {
    fprintf(stderr, "pj-init: usage: pj-init RECORD_FD PROGRAM [ARGS...]\n");
    return 2;
  }
  int record = atoi(argv[1]);
  if (record < 3 || fcntl(record, F_SETFD, FD_CLOEXEC) != 0) {
    fprintf(stderr, "pj-init: bad record fd %s\n", argv[1]);
    return 2;
  }
  if (prctl(PR_SET_DUMPABLE, 0, 0, 0, 0) != 0) {
    perror("pj-init: PR_SET_DUMPABLE");
    return 2;
  }
  /* An ignored SIGCHLD (inherited through exec) would reap children unseen: wait() must see them. */
  signal(SIGCHLD, SIG_DFL);
  pid_t program = fork();
  if (program < 0) {
    perror("pj-init: fork");
    return 2;
  }
  if (program == 0) {
    execvp(argv[2], &argv[2]);
    fprintf(stderr, "pj-init: cannot execute %s: %s\n", argv[2], strerror(errno));
    _exit(127);
  }
  int exit_status = 0;
  for (;;) {
    int status;
    pid_t w = wait(&status);
    if (w < 0) {
      if (errno == EINTR) continue;
      break; /* ECHILD: the namespace is empty */
    }
    if (w != program) continue;
    char line[32];
    int n;
    if (WIFSIGNALED(status)) {
      n = snprintf(line, sizeof line, "signal %d\n", WTERMSIG(status));
      exit_status = 128 + WTERMSIG(status);
    } else {
      n = snprintf(line, sizeof line, "exit %d\n", WEXITSTATUS(status));
      exit_status = WEXITSTATUS(status);
    }
    (void)!write(record, line, (size_t)n);
    close(record);
  }
  return exit_status;
}
