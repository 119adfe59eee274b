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
#endif
