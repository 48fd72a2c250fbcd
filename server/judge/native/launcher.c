/*
 * pj-launcher: starts the judge's supervisor processes on the server's behalf.
 *
 * fork() copies the page tables of the process that calls it, so its cost grows with that
 * process's memory: from the API server (hundreds of MB with an in-process database) one spawn
 * blocks its event loop for ≈ 15–40 ms, and a submission spawns a process per test case. This
 * small process forks instead (≈ 0.1 ms): it is started once, with the supervisor's path, and
 * runs only that binary.
 *
 * Usage: pj-launcher SUPERVISOR
 *
 * Protocol on stdin/stdout, host byte order, every integer 32 bits:
 *   request  = len id op body          (len: bytes after `len`; at most 1 MiB)
 *     op 1 (run):  body = argc envc, then argc + envc NUL-terminated strings (the supervisor's
 *                  argv after its path, then its environment)
 *     op 2 (kill): no body; SIGKILL to that run's supervisor (its sandbox dies with it)
 *   response = len id status report_len report stderr_len stderr
 *     status: the supervisor's wait status, or -1 when it could not be started (stderr says why)
 *     report: what the supervisor wrote on fd 3 (at most 4 KiB kept); stderr: its fd 2 (64 KiB kept)
 * A run's stdin and stdout are /dev/null. One response per run, sent once the supervisor has
 * exited and both of its pipes are closed; a kill for a finished run does nothing.
 *
 * The launcher ends when its stdin closes, killing the supervisors still running; it dies with
 * its parent (PR_SET_PDEATHSIG), and each supervisor dies with the launcher the same way.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#define MAX_REQUEST (1u << 20)
#define MAX_JOBS 256
#define REPORT_KEEP 4096
#define STDERR_KEEP 65536

struct job {
  uint32_t id;
  pid_t pid;
  int pidfd; /* -1 once the supervisor has been reaped */
  int err_fd, rep_fd; /* -1 once at EOF */
  int status;
  char rep[REPORT_KEEP];
  size_t rep_len;
  char *err;
  size_t err_len;
};

static struct job *jobs[MAX_JOBS];
static int n_jobs;
static const char *supervisor;

static void fatal(const char *what) {
  fprintf(stderr, "pj-launcher: %s: %s\n", what, strerror(errno));
  exit(2);
}

static void write_all(const void *buf, size_t len) {
  const char *p = buf;
  while (len > 0) {
    ssize_t w = write(1, p, len);
    if (w < 0) {
      if (errno == EINTR) continue;
      exit(0); /* the server has gone */
    }
    p += w;
    len -= (size_t)w;
  }
}

static void respond(uint32_t id, int32_t status, const char *rep, uint32_t rep_len, const char *err, uint32_t err_len) {
  uint32_t len = 4 * 4 + rep_len + err_len;
  uint32_t head[3] = {len, id, (uint32_t)status};
  write_all(head, sizeof head);
  write_all(&rep_len, 4);
  if (rep_len) write_all(rep, rep_len);
  write_all(&err_len, 4);
  if (err_len) write_all(err, err_len);
}

static void start_run(uint32_t id, const char *body, uint32_t body_len) {
  if (body_len < 8) { respond(id, -1, NULL, 0, "malformed request", 17); return; }
  uint32_t argc, envc;
  memcpy(&argc, body, 4);
  memcpy(&envc, body + 4, 4);
  if (argc > 4096 || envc > 256) { respond(id, -1, NULL, 0, "too many arguments", 18); return; }
  if (n_jobs == MAX_JOBS) { respond(id, -1, NULL, 0, "too many runs at once", 21); return; }
  char **argv = calloc(argc + 2, sizeof *argv);
  char **envp = calloc(envc + 1, sizeof *envp);
  if (!argv || !envp) fatal("calloc");
  argv[0] = (char *)supervisor;
  const char *p = body + 8, *end = body + body_len;
  for (uint32_t k = 0; k < argc + envc; k++) {
    const char *nul = memchr(p, 0, (size_t)(end - p));
    if (!nul) { free(argv); free(envp); respond(id, -1, NULL, 0, "malformed request", 17); return; }
    if (k < argc) argv[k + 1] = (char *)p; else envp[k - argc] = (char *)p;
    p = nul + 1;
  }
  int err_pipe[2], rep_pipe[2];
  if (pipe2(err_pipe, O_CLOEXEC) != 0) fatal("pipe");
  if (pipe2(rep_pipe, O_CLOEXEC) != 0) fatal("pipe");
  pid_t pid = fork();
  if (pid < 0) {
    int e = errno;
    close(err_pipe[0]); close(err_pipe[1]); close(rep_pipe[0]); close(rep_pipe[1]);
    free(argv); free(envp);
    const char *msg = strerror(e);
    respond(id, -1, NULL, 0, msg, (uint32_t)strlen(msg));
    return;
  }
  if (pid == 0) {
    /* fds 0–3 of the launcher are its pipes and /dev/null (see main), so the pipes' ends are ≥ 4 and dup2 always clears CLOEXEC. */
    int devnull = open("/dev/null", O_RDWR | O_CLOEXEC);
    if (devnull < 0 || dup2(devnull, 0) < 0 || dup2(devnull, 1) < 0 || dup2(err_pipe[1], 2) < 0 || dup2(rep_pipe[1], 3) < 0) _exit(126);
    signal(SIGPIPE, SIG_DFL);
    execve(supervisor, argv, envp);
    dprintf(2, "pj-launcher: cannot run %s: %s", supervisor, strerror(errno));
    _exit(127);
  }
  free(argv);
  free(envp);
  close(err_pipe[1]);
  close(rep_pipe[1]);
  struct job *j = calloc(1, sizeof *j);
  if (!j) fatal("calloc");
  j->id = id;
  j->pid = pid;
  j->pidfd = (int)syscall(SYS_pidfd_open, pid, 0);
  if (j->pidfd < 0) fatal("pidfd_open");
  j->err_fd = err_pipe[0];
  j->rep_fd = rep_pipe[0];
  jobs[n_jobs++] = j;
}

static void kill_run(uint32_t id) {
  for (int k = 0; k < n_jobs; k++) {
    if (jobs[k]->id == id && jobs[k]->pidfd >= 0) kill(jobs[k]->pid, SIGKILL);
  }
}

/* Reads what is there from a pipe of a job; closes it at EOF. */
static void drain(struct job *j, int *fd, int is_report) {
  char buf[8192];
  ssize_t r = read(*fd, buf, sizeof buf);
  if (r < 0 && (errno == EINTR || errno == EAGAIN)) return;
  if (r <= 0) {
    close(*fd);
    *fd = -1;
    return;
  }
  if (is_report) {
    size_t room = REPORT_KEEP - j->rep_len, n = (size_t)r < room ? (size_t)r : room;
    memcpy(j->rep + j->rep_len, buf, n);
    j->rep_len += n;
  } else {
    size_t room = STDERR_KEEP - j->err_len, n = (size_t)r < room ? (size_t)r : room;
    if (n) {
      char *grown = realloc(j->err, j->err_len + n);
      if (!grown) fatal("realloc");
      j->err = grown;
      memcpy(j->err + j->err_len, buf, n);
      j->err_len += n;
    }
  }
}

/* Request bytes read so far. */
static char *req;
static size_t req_len, req_cap;

/* Handles every complete request in the buffer. */
static void handle_requests(void) {
  size_t off = 0;
  while (req_len - off >= 4) {
    uint32_t len;
    memcpy(&len, req + off, 4);
    if (len < 8 || len > MAX_REQUEST) {
      fprintf(stderr, "pj-launcher: malformed request of %u bytes\n", len);
      exit(2);
    }
    if (req_len - off - 4 < len) break;
    const char *msg = req + off + 4;
    uint32_t id, op;
    memcpy(&id, msg, 4);
    memcpy(&op, msg + 4, 4);
    if (op == 1) start_run(id, msg + 8, len - 8);
    else if (op == 2) kill_run(id);
    else respond(id, -1, NULL, 0, "unknown request", 15);
    off += 4 + len;
  }
  memmove(req, req + off, req_len - off);
  req_len -= off;
}

int main(int argc, char **argv) {
  if (argc != 2) {
    fprintf(stderr, "usage: pj-launcher SUPERVISOR\n");
    return 2;
  }
  supervisor = argv[1];
  pid_t parent = getppid();
  prctl(PR_SET_PDEATHSIG, SIGKILL);
  if (getppid() != parent) return 0; /* the parent died before the line above */
  signal(SIGPIPE, SIG_IGN);
  /* Keep fds 0–3 taken (3 by /dev/null) so that every pipe is ≥ 4. */
  for (;;) {
    int fd = open("/dev/null", O_RDONLY | O_CLOEXEC);
    if (fd < 0) fatal("/dev/null");
    if (fd >= 3) {
      if (fd > 3) close(fd);
      break;
    }
  }
  req_cap = 64 * 1024;
  req = malloc(req_cap);
  if (!req) fatal("malloc");
  int input_open = 1;
  struct pollfd fds[1 + 3 * MAX_JOBS];
  struct job *owner[1 + 3 * MAX_JOBS];
  int kind[1 + 3 * MAX_JOBS];
  while (input_open || n_jobs > 0) {
    int n = 0;
    if (input_open) {
      fds[n] = (struct pollfd){.fd = 0, .events = POLLIN};
      owner[n] = NULL;
      kind[n++] = 0;
    }
    for (int k = 0; k < n_jobs; k++) {
      struct job *j = jobs[k];
      if (j->pidfd >= 0) { fds[n] = (struct pollfd){.fd = j->pidfd, .events = POLLIN}; owner[n] = j; kind[n++] = 1; }
      if (j->err_fd >= 0) { fds[n] = (struct pollfd){.fd = j->err_fd, .events = POLLIN}; owner[n] = j; kind[n++] = 2; }
      if (j->rep_fd >= 0) { fds[n] = (struct pollfd){.fd = j->rep_fd, .events = POLLIN}; owner[n] = j; kind[n++] = 3; }
    }
    if (poll(fds, (nfds_t)n, -1) < 0) {
      if (errno == EINTR) continue;
      fatal("poll");
    }
    for (int k = 0; k < n; k++) {
      if (!fds[k].revents) continue;
      struct job *j = owner[k];
      if (kind[k] == 0) {
        if (req_cap - req_len < 64 * 1024) {
          size_t cap = req_cap * 2;
          if (cap > 2 * (MAX_REQUEST + 4)) cap = 2 * (MAX_REQUEST + 4);
          char *grown = realloc(req, cap);
          if (!grown) fatal("realloc");
          req = grown;
          req_cap = cap;
        }
        ssize_t r = read(0, req + req_len, req_cap - req_len);
        if (r < 0 && errno == EINTR) continue;
        if (r <= 0) {
          /* The server closed its end: end every run still going, then exit once they are reaped. */
          input_open = 0;
          for (int m = 0; m < n_jobs; m++) if (jobs[m]->pidfd >= 0) kill(jobs[m]->pid, SIGKILL);
          continue;
        }
        req_len += (size_t)r;
        handle_requests();
      } else if (kind[k] == 1) {
        int status = 0;
        if (waitpid(j->pid, &status, WNOHANG) == j->pid) {
          j->status = status;
          close(j->pidfd);
          j->pidfd = -1;
        }
      } else if (kind[k] == 2) {
        drain(j, &j->err_fd, 0);
      } else {
        drain(j, &j->rep_fd, 1);
      }
    }
    /* Answer and forget the runs that are over. */
    for (int k = 0; k < n_jobs;) {
      struct job *j = jobs[k];
      if (j->pidfd < 0 && j->err_fd < 0 && j->rep_fd < 0) {
        if (input_open) respond(j->id, j->status, j->rep, (uint32_t)j->rep_len, j->err, (uint32_t)j->err_len);
        free(j->err);
        free(j);
        jobs[k] = jobs[--n_jobs];
      } else {
        k++;
      }
    }
  }
  return 0;
}
