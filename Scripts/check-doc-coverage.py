#!/usr/bin/env python3
"""Checks that every public symbol of a module's symbol graphs has a page in its DocC archive.

Usage: check-doc-coverage.py SYMBOL-GRAPH-FOLDER DOCC-ARCHIVE

The symbol graphs (`swift-symbolgraph-extract -minimum-access-level public`) list the module's
public symbols, each with a precise identifier; every page of the archive's render JSON
(`data/documentation/**.json`) names its symbol by the same identifier (`metadata.externalID`).
A symbol without a page, or without a summary (`///` documentation), fails the check.
Symbols the compiler synthesizes (default implementations of protocol requirements from the
standard library, marked `::SYNTHESIZED::`) are documented by their protocol, not here.
"""
import json
import sys
from pathlib import Path


def public_symbols(graph_folder):
    symbols = {}
    for graph in sorted(Path(graph_folder).glob("*.symbols.json")):
        for symbol in json.loads(graph.read_text())["symbols"]:
            identifier = symbol["identifier"]["precise"]
            if "::SYNTHESIZED::" in identifier or symbol.get("accessLevel") not in ("public", "open"):
                continue
            # An extension block of another module's type (`extension Policy`) has a page but is
            # no declaration of its own: its members carry the summaries.
            is_extension = symbol["kind"]["identifier"] == "swift.extension"
            symbols[identifier] = (".".join(symbol["pathComponents"]), is_extension or bool(symbol.get("docComment")))
    return symbols


def documented_pages(archive):
    pages = {}
    for page in Path(archive, "data", "documentation").rglob("*.json"):
        metadata = json.loads(page.read_text()).get("metadata", {})
        if "externalID" in metadata:
            pages[metadata["externalID"]] = page
    return pages


def main():
    graph_folder, archive = sys.argv[1], sys.argv[2]
    symbols = public_symbols(graph_folder)
    pages = documented_pages(archive)
    missing = sorted(name for identifier, (name, _) in symbols.items() if identifier not in pages)
    undocumented = sorted(name for name, has_comment in symbols.values() if not has_comment)
    for name in missing:
        print(f"error: public symbol '{name}' has no page in {archive}")
    for name in undocumented:
        print(f"error: public symbol '{name}' has no /// summary")
    print(f"{len(symbols) - len(missing)} of {len(symbols)} public symbols have a page; {len(undocumented)} without a summary")
    return 1 if missing or undocumented or not symbols else 0


if __name__ == "__main__":
    sys.exit(main())
