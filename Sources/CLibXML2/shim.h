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
#include <libxml/parserInternals.h>

// `xmlFree` is a global function-pointer variable, which Swift 6 rejects as shared mutable state.
static inline void blogkit_xmlFree(void *pointer) { xmlFree(pointer); }

// `htmlReadMemory` with libxml2's 10 MB limit on one text node lifted: libxml2 2.9's
// `htmlCtxtUseOptions` ignores `XML_PARSE_HUGE`, so it is set on the context by hand. HTML has no
// entity declarations, so nothing can amplify. Returns NULL when nothing parses.
static inline htmlDocPtr blogkit_htmlReadMemoryHuge(const char *buffer, int size, const char *encoding, int options) {
    xmlInitParser();
    htmlParserCtxtPtr context = htmlCreateMemoryParserCtxt(buffer, size);
    if (context == NULL) return NULL;
    htmlCtxtUseOptions(context, options);
    context->options |= XML_PARSE_HUGE;
    if (encoding != NULL) {
        xmlCharEncodingHandlerPtr handler = xmlFindCharEncodingHandler(encoding);
        if (handler != NULL) xmlSwitchToEncoding(context, handler);
    }
    htmlParseDocument(context);
    htmlDocPtr document = context->myDoc;
    context->myDoc = NULL;
    htmlFreeParserCtxt(context);
    return document;
}
#endif
