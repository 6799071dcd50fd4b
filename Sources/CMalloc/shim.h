#ifndef BLOGKIT_CMALLOC_SHIM_H
#define BLOGKIT_CMALLOC_SHIM_H
#if defined(__linux__)
#include <malloc.h>
#endif
#endif
