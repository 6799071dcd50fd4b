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
#include <stdlib.h>

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

// Streaming HTML: libxml2's push parser, fed by its owner one chunk at a time, so that a reader
// can convert and free what the parser has closed while the rest is still unread.
//
// Parsed with the same options as `blogkit_htmlReadMemoryHuge` (no 10 MB limit on a text node,
// input read as UTF-8 whatever a `<meta charset>` says). Its depth limit works while parsing:
// nothing is added below an element `maxDepth` elements under the document (the tree
// `blogkit_pruneDeeperThan` leaves), so a deep post never grows the tree past the limit.
typedef struct {
    int maxDepth;
    int skipped;  // elements open below the limit, which are not in the tree
    startElementSAXFunc startElement;
    endElementSAXFunc endElement;
    charactersSAXFunc characters;
    cdataBlockSAXFunc cdataBlock;
    commentSAXFunc comment;
    processingInstructionSAXFunc processingInstruction;
} blogkit_HTMLDepthLimit;

static inline int blogkit_htmlBelowLimit(void *context) {
    htmlParserCtxtPtr parser = context;
    blogkit_HTMLDepthLimit *limit = parser->_private;
    return limit->skipped > 0 || parser->nodeNr >= limit->maxDepth;
}

static inline void blogkit_htmlStartElement(void *context, const xmlChar *name, const xmlChar **attributes) {
    blogkit_HTMLDepthLimit *limit = ((htmlParserCtxtPtr)context)->_private;
    if (blogkit_htmlBelowLimit(context)) { limit->skipped++; return; }
    limit->startElement(context, name, attributes);
}

static inline void blogkit_htmlEndElement(void *context, const xmlChar *name) {
    blogkit_HTMLDepthLimit *limit = ((htmlParserCtxtPtr)context)->_private;
    if (limit->skipped > 0) { limit->skipped--; return; }
    limit->endElement(context, name);
}

static inline void blogkit_htmlCharacters(void *context, const xmlChar *characters, int length) {
    if (!blogkit_htmlBelowLimit(context)) ((blogkit_HTMLDepthLimit *)((htmlParserCtxtPtr)context)->_private)->characters(context, characters, length);
}

static inline void blogkit_htmlCDATABlock(void *context, const xmlChar *characters, int length) {
    if (!blogkit_htmlBelowLimit(context)) ((blogkit_HTMLDepthLimit *)((htmlParserCtxtPtr)context)->_private)->cdataBlock(context, characters, length);
}

static inline void blogkit_htmlComment(void *context, const xmlChar *text) {
    if (!blogkit_htmlBelowLimit(context)) ((blogkit_HTMLDepthLimit *)((htmlParserCtxtPtr)context)->_private)->comment(context, text);
}

static inline void blogkit_htmlProcessingInstruction(void *context, const xmlChar *target, const xmlChar *data) {
    if (!blogkit_htmlBelowLimit(context)) ((blogkit_HTMLDepthLimit *)((htmlParserCtxtPtr)context)->_private)->processingInstruction(context, target, data);
}

// A push parser for HTML in UTF-8 with `options` and the depth limit `maxDepth`; NULL when out of
// memory. Free it with `blogkit_htmlFreePushParser`; its document (`myDoc`) is the caller's.
static inline htmlParserCtxtPtr blogkit_htmlCreatePushParser(int options, int maxDepth) {
    xmlInitParser();
    htmlParserCtxtPtr parser = htmlCreatePushParserCtxt(NULL, NULL, NULL, 0, NULL, XML_CHAR_ENCODING_NONE);
    if (parser == NULL) return NULL;
    blogkit_HTMLDepthLimit *limit = calloc(1, sizeof *limit);
    xmlCharEncodingHandlerPtr utf8 = xmlFindCharEncodingHandler("UTF-8");
    if (limit == NULL || utf8 == NULL || parser->sax == NULL) {
        free(limit);
        htmlFreeParserCtxt(parser);
        return NULL;
    }
    htmlCtxtUseOptions(parser, options);
    parser->options |= XML_PARSE_HUGE;
    xmlSwitchToEncoding(parser, utf8);
    limit->maxDepth = maxDepth;
    limit->startElement = parser->sax->startElement;
    limit->endElement = parser->sax->endElement;
    limit->characters = parser->sax->characters;
    limit->cdataBlock = parser->sax->cdataBlock;
    limit->comment = parser->sax->comment;
    limit->processingInstruction = parser->sax->processingInstruction;
    parser->sax->startElement = blogkit_htmlStartElement;
    parser->sax->endElement = blogkit_htmlEndElement;
    parser->sax->characters = blogkit_htmlCharacters;
    parser->sax->cdataBlock = blogkit_htmlCDATABlock;
    parser->sax->comment = blogkit_htmlComment;
    parser->sax->processingInstruction = blogkit_htmlProcessingInstruction;
    parser->_private = limit;
    return parser;
}

// Frees the parser, not its document.
static inline void blogkit_htmlFreePushParser(htmlParserCtxtPtr parser) {
    free(parser->_private);
    parser->_private = NULL;
    parser->myDoc = NULL;
    htmlFreeParserCtxt(parser);
}

// True while `node` is an element the parser has opened and not yet closed.
static inline int blogkit_htmlIsOpen(htmlParserCtxtPtr parser, xmlNodePtr node) {
    for (int index = parser->nodeNr - 1; index >= 0; index--) {
        if (parser->nodeTab[index] == node) return 1;
    }
    return 0;
}
#endif
