#!/usr/bin/env python3
"""Checks the TextMate grammar (Integrations/VSCode/syntaxes/navpolicy.tmLanguage.json) with
textmate-grammar-python: every Examples/*.navpolicy policy and every Samples/*.navpolicy file
is tokenized, and each token's scopes are compared with Golden/<name>.scopes. A missing golden
fails; NAVPOLICY_RECORD=1 writes the goldens instead. Prints 'N passed, N failed'.

Usage: PYTHONPATH=<textmate-grammar-python> python3 Tests/Editors/TextMate/check_grammar.py
"""
import json
import logging
import os
import sys
from pathlib import Path

from textmate_grammar.parsers.base import LanguageParser

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[2]
GRAMMAR = ROOT / "Integrations/VSCode/syntaxes/navpolicy.tmLanguage.json"
RECORD = os.environ.get("NAVPOLICY_RECORD") == "1"


def scopes(parser, text):
    """One line per token: 'line:column text-as-json scope scope …', line and column 1-based."""
    lines = []
    for (line, column), token, names in parser.parse_string(text).flatten():
        if token.strip() == "":
            continue
        shown = [name for name in names if name != "source.navpolicy"]
        lines.append(f"{line + 1}:{column + 1} {json.dumps(token, ensure_ascii=False)} {' '.join(shown)}".rstrip())
    return "\n".join(lines) + "\n"


def main():
    logging.getLogger("textmate_grammar").setLevel(logging.ERROR)
    parser = LanguageParser(json.loads(GRAMMAR.read_text()))
    files = sorted((ROOT / "Examples").glob("*.navpolicy")) + sorted((HERE / "Samples").glob("*.navpolicy"))
    passed = failed = 0
    for path in files:
        golden = HERE / "Golden" / (path.stem + ".scopes")
        actual = scopes(parser, path.read_text())
        if RECORD:
            golden.write_text(actual)
            print(f"recorded {golden.relative_to(ROOT)}")
            passed += 1
        elif not golden.exists():
            print(f"FAIL {path.name}: missing golden {golden.relative_to(ROOT)}; run with NAVPOLICY_RECORD=1 to record it")
            failed += 1
        elif golden.read_text() != actual:
            expected = golden.read_text().splitlines()
            got = actual.splitlines()
            first = next((i for i, (a, b) in enumerate(zip(expected, got)) if a != b), min(len(expected), len(got)))
            print(f"FAIL {path.name}: scopes differ from {golden.name} at token {first + 1}:")
            print(f"  expected: {expected[first] if first < len(expected) else '(end)'}")
            print(f"  actual:   {got[first] if first < len(got) else '(end)'}")
            failed += 1
        else:
            print(f"ok {path.name} ({len(actual.splitlines())} tokens)")
            passed += 1
    print(f"{passed} passed, {failed} failed")
    return 1 if failed or not files else 0


if __name__ == "__main__":
    sys.exit(main())
