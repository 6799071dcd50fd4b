#ifndef BLOGKIT_CCMARK_SHIM_H
#define BLOGKIT_CCMARK_SHIM_H
#include <cmark.h>
#endif
