#define _GNU_SOURCE
#include "CProcess.h"

#include <limits.h>
#include <signal.h>
#include <stdatomic.h>
#include <string.h>
#include <unistd.h>

/// A handful of slots: an import holds one or two temporary files at a time.
#define SLOTS 16

enum { FREE, CLAIMED, READY };

static _Atomic int states[SLOTS];
static char paths[SLOTS][PATH_MAX];
static _Atomic pid_t child;

static void on_signal(int signal) {
    for (int i = 0; i < SLOTS; i++) {
        if (atomic_load(&states[i]) == READY) unlink(paths[i]);
    }
    pid_t pid = atomic_load(&child);
    if (pid > 0) kill(pid, SIGKILL);
    // SA_RESETHAND restored the default action and SA_NODEFER left the signal unblocked.
    raise(signal);
}

void blogkit_cleanup_install(void) {
    static const int signals[] = { SIGINT, SIGTERM, SIGHUP };
    sigset_t set;
    sigemptyset(&set);
    for (size_t i = 0; i < sizeof signals / sizeof *signals; i++) {
        struct sigaction action = { .sa_handler = on_signal, .sa_flags = SA_RESETHAND | SA_NODEFER };
        sigemptyset(&action.sa_mask);
        sigaction(signals[i], &action, NULL);
        sigaddset(&set, signals[i]);
    }
    pthread_sigmask(SIG_UNBLOCK, &set, NULL);
}

int blogkit_cleanup_register(const char *path) {
    if (strlen(path) >= PATH_MAX) return -1;
    for (int i = 0; i < SLOTS; i++) {
        int expected = FREE;
        if (atomic_compare_exchange_strong(&states[i], &expected, CLAIMED)) {
            strcpy(paths[i], path);
            atomic_store(&states[i], READY);
            return i;
        }
    }
    return -1;
}

void blogkit_cleanup_unregister(int slot) {
    if (slot >= 0 && slot < SLOTS) atomic_store(&states[slot], FREE);
}

void blogkit_cleanup_set_child(pid_t pid) {
    atomic_store(&child, pid);
}
