#ifndef BLOGKIT_CLIBXML2_SHIM_H
#define BLOGKIT_CLIBXML2_SHIM_H
// Debian's libxml2 is built with ICU; its headers would pull in the system ICU, which clashes
// with Foundation's bundled ICU. Read the version header first and switch ICU off for the rest.
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/tree.h>
#include <libxml/xmlreader.h>
#include <libxml/HTMLparser.h>
#include <libxml/HTMLtree.h>
#include <libxml/uri.h>
#include <libxml/xmlerror.h>
#include <libxml/encoding.h>
#include <libxml/xmlsave.h>

// `xmlFree` is a global function-pointer variable, which Swift 6 rejects as shared mutable state.
static inline void blogkit_xmlFree(void *pointer) { xmlFree(pointer); }
#endif
