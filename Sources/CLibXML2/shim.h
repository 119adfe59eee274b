#ifndef BYLINE_CLIBXML2_SHIM_H
#define BYLINE_CLIBXML2_SHIM_H
#include <libxml/xmlversion.h>
/* Foundation ships its own ICU; libxml2's ICU headers would clash with it. */
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/tree.h>
#include <libxml/HTMLparser.h>
#include <libxml/xmlerror.h>
#include <libxml/encoding.h>
#include <libxml/xmlstring.h>

/// xmlFree is a global function pointer that Swift 6 rejects as shared mutable state.
static inline void byline_xml_free(void *pointer) { xmlFree(pointer); }

/// Unlinks and frees `node`, an element the tree-building parser has just closed, and then the
/// text and CDATA nodes left at the end of its parent. libxml2 appends new text to its parent's
/// last child in place when that child is text, using lengths it kept for the text node it made
/// itself; leaving an older text node last would make it write past that node's buffer.
static inline void byline_xml_free_closed_element(xmlNodePtr node) {
    xmlNodePtr parent = node->parent;
    xmlUnlinkNode(node);
    xmlFreeNode(node);
    if (parent == NULL) return;
    while (parent->last != NULL
           && (parent->last->type == XML_TEXT_NODE || parent->last->type == XML_CDATA_SECTION_NODE)) {
        xmlNodePtr text = parent->last;
        xmlUnlinkNode(text);
        xmlFreeNode(text);
    }
}
#endif
