#!/usr/bin/env python3
"""Generates the runtime's UTS #46 tables from Unicode's data.

    pip install idna==3.20 unicodedata2==18.0.0
    python3 Scripts/generate-idna-tables.py

Sources (both carry Unicode 18.0.0, checked below):
- PyPI `idna` (BSD-3-Clause): `uts46data` is the UTS #46 IDNA Mapping Table
  (IdnaMappingTable.txt), `idnadata.joining_types` the Joining_Type property (ArabicShaping.txt).
- PyPI `unicodedata2` (Apache-2.0): the Unicode Character Database (UnicodeData.txt) for
  Bidi_Class, Canonical_Combining_Class and General_Category.

Writes two Swift files marked generated:
- Sources/NavPolicy/IDNAMappingTable+Data.swift: the mapping table for non-transitional processing
  (deviations are valid), as sorted rows of code point ranges with one status each;
- Sources/NavPolicy/IDNALabelProperties+Data.swift: for valid code points, the Bidi_Class, whether
  it is a mark (General_Category M), a virama (Canonical_Combining_Class 9) and its
  Joining_Type, as sorted ranges of equal properties.
"""
import os
import sys

import idna
import idna.idnadata
import idna.uts46data
import unicodedata2

VERSION = "18.0.0"
if idna.uts46data.__version__ != VERSION or idna.idnadata.__version__ != VERSION or unicodedata2.unidata_version != VERSION:
    sys.exit(f"expected Unicode {VERSION} data: idna has {idna.uts46data.__version__}, unicodedata2 {unicodedata2.unidata_version}")

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
LIMIT = 0x110000

# Row kinds of the mapping table (IDNAMappingTable.Kind in Swift).
VALID, IGNORED, DISALLOWED, MAPPED_BY_OFFSET, MAPPED_TO_STRING, MAPPED_ALTERNATING = range(6)


def statuses():
    """Per code point: (status letter, replacement or None), deviations valid (non-transitional)."""
    starts = list(idna.uts46data.uts46_starts) + [LIMIT]
    letters = idna.uts46data.uts46_statuses
    replacements = idna.uts46data.uts46_replacements
    table = [None] * LIMIT
    for index in range(len(starts) - 1):
        status = chr(letters[index])
        replacement = replacements[index]
        if status == "D":
            status, replacement = "V", None
        if status not in "VMIX":
            sys.exit(f"unexpected status {status} at {starts[index]:X}")
        for code_point in range(starts[index], starts[index + 1]):
            table[code_point] = (status, replacement)
    return table


def mapping_rows(table):
    """Rows (start, kind, data) covering every code point; replacements pooled."""
    pool = []
    pool_offsets = {}
    rows = []

    def pooled(text):
        values = [ord(c) for c in text]
        key = tuple(values)
        if key not in pool_offsets:
            pool_offsets[key] = len(pool)
            pool.extend(values)
        return pool_offsets[key], len(values)

    def single_offset(code_point):
        status, replacement = table[code_point]
        if status == "M" and len(replacement) == 1:
            return ord(replacement) - code_point
        return None

    code_point = 0
    while code_point < LIMIT:
        status, replacement = table[code_point]
        end = code_point + 1
        if status in "VIX":
            while end < LIMIT and table[end][0] == status:
                end += 1
            kind = {"V": VALID, "I": IGNORED, "X": DISALLOWED}[status]
            rows.append((code_point, kind, 0))
        else:
            # Upper/lowercase pairs (Ā ā Ă ă …): even offsets map to the next code point, odd are valid.
            while (end + 1 < LIMIT and table[end] == ("V", None) and table[end - 1] == ("M", chr(end))
                   and single_offset(end + 1) == 1):
                end += 2
            if end - code_point >= 4 and table[end] == ("V", None) and table[end - 1] == ("M", chr(end)):
                end += 1
                rows.append((code_point, MAPPED_ALTERNATING, 0))
            else:
                end = code_point + 1
                offset = single_offset(code_point)
                if offset is not None:
                    while end < LIMIT and single_offset(end) == offset:
                        end += 1
                if offset is not None and end - code_point > 1:
                    rows.append((code_point, MAPPED_BY_OFFSET, offset))
                else:
                    end = code_point + 1
                    while end < LIMIT and table[end] == (status, replacement):
                        end += 1
                    start, length = pooled(replacement)
                    rows.append((code_point, MAPPED_TO_STRING, start << 8 | length))
        code_point = end
    return rows, pool


def encode_mapping_row(start, kind, data):
    if kind == MAPPED_BY_OFFSET:
        data += 1 << 21  # stored biased: offsets lie in ±2^21
    assert 0 <= data < 1 << 40
    return data << 24 | kind << 21 | start


# Bidi classes the bidi rule distinguishes (IDNALabelProperties.BidiClass in Swift).
BIDI_CLASSES = ["L", "R", "AL", "AN", "EN", "ES", "CS", "ET", "ON", "BN", "NSM", "other"]
JOINING_TYPES = ["U", "D", "L", "R", "T", "C"]


def label_property_rows(table):
    """Rows (start, properties) for the code points valid after mapping; others don't matter."""
    joining = [0] * LIMIT
    for letter, ranges in idna.idnadata.joining_types.items():
        for packed in ranges:  # idna's ranges: start << 32 | end (exclusive)
            for code_point in range(packed >> 32, packed & 0xFFFFFFFF):
                joining[code_point] = JOINING_TYPES.index(letter)
    rows = []
    previous = None
    for code_point in range(LIMIT):
        if table[code_point][0] != "V":
            continue  # a code point that never reaches the label checks: any properties do
        character = chr(code_point)
        bidi = unicodedata2.bidirectional(character)
        bidi_index = BIDI_CLASSES.index(bidi) if bidi in BIDI_CLASSES else BIDI_CLASSES.index("other")
        mark = unicodedata2.category(character).startswith("M")
        virama = unicodedata2.combining(character) == 9
        properties = bidi_index | mark << 4 | virama << 5 | joining[code_point] << 6
        if properties != previous:
            rows.append((code_point, properties))
            previous = properties
    return rows


HEADER = """// GENERATED by Scripts/generate-idna-tables.py from Unicode {version} data
// (PyPI idna {idna_version}: UTS #46 IdnaMappingTable and Joining_Type; PyPI unicodedata2 {ucd_version}:
// UnicodeData). Do not edit; rerun the script.
"""


def swift_array(values, per_line, width):
    lines = []
    for index in range(0, len(values), per_line):
        chunk = values[index:index + per_line]
        lines.append("        " + " ".join(f"0x{value:0{width}X}," for value in chunk))
    return "\n".join(lines)


def write(path, text):
    with open(os.path.join(ROOT, path), "w", encoding="utf-8") as file:
        file.write(text)
    print(f"wrote {path}")


def main():
    table = statuses()
    rows, pool = mapping_rows(table)
    header = HEADER.format(version=VERSION, idna_version=idna.__version__, ucd_version=unicodedata2.__version__ if hasattr(unicodedata2, "__version__") else VERSION)
    encoded = [encode_mapping_row(*row) for row in rows]
    write("Sources/NavPolicy/IDNAMappingTable+Data.swift", header + f"""
extension IDNAMappingTable {{
    /// The Unicode version of the table.
    static let unicodeVersion = "{VERSION}"

    /// {len(encoded)} rows sorted by first code point, each covering up to the next row's start:
    /// bits 0–20 the first code point, 21–23 the `Kind`, 24–63 its data.
    static let rows: [UInt64] = [
{swift_array(encoded, 6, 16)}
    ]

    /// The replacement strings of `Kind.mappedToString` rows, as code points ({len(pool)}).
    static let replacements: [UInt32] = [
{swift_array(pool, 10, 5)}
    ]
}}
""")
    properties = label_property_rows(table)
    encoded = [start << 11 | value for start, value in properties]
    write("Sources/NavPolicy/IDNALabelProperties+Data.swift", header + f"""
extension IDNALabelProperties {{
    /// {len(encoded)} rows sorted by first code point, each covering up to the next row's start:
    /// bits 11–31 the first code point, 0–10 the properties (see `IDNALabelProperties`).
    /// Only non-ASCII code points valid after mapping have meaningful properties.
    static let rows: [UInt32] = [
{swift_array(encoded, 8, 8)}
    ]
}}
""")
    print(f"mapping rows {len(rows)}, replacement code points {len(pool)}, property rows {len(properties)}")


if __name__ == "__main__":
    main()
