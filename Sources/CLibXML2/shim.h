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

// Frees every node more than `maxDepth` elements below the document, walking the tree without
// recursion: what libxml2's own depth limit kept out of a document, without stopping the parse.
static inline void blogkit_pruneDeeperThan(xmlDocPtr document, int maxDepth) {
    xmlNodePtr node = document->children;
    int depth = 1;
    while (node != NULL) {
        if (node->type == XML_ELEMENT_NODE && node->children != NULL) {
            if (depth < maxDepth) {
                node = node->children;
                depth++;
                continue;
            }
            xmlNodePtr deeper = node->children;
            node->children = NULL;
            node->last = NULL;
            xmlFreeNodeList(deeper);
        }
        while (node->next == NULL) {
            node = node->parent;
            depth--;
            if (node == NULL || node == (xmlNodePtr)document) return;
        }
        node = node->next;
    }
}

// `htmlReadMemory` with libxml2's 10 MB limit on one text node lifted: libxml2 2.9's
// `htmlCtxtUseOptions` ignores `XML_PARSE_HUGE`, so it is set on the context by hand. HTML has no
// entity declarations, so nothing can amplify. `XML_PARSE_HUGE` also lifts the limit of 256
// levels of nesting, which stopped the whole parse; what lies deeper than that is dropped after
// the parse instead, which bounds the recursion of whoever walks the tree. Returns NULL when
// nothing parses.
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
    if (document != NULL) blogkit_pruneDeeperThan(document, 256);
    return document;
}
#endif
