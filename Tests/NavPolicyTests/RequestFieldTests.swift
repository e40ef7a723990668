import Testing

@testable import NavPolicy

/// The one field model against the table format's documented numbering
/// (`Documentation/TableFormat.md`, "Lowering"): the ids are the format, so they are spelled
/// out here, not computed.
@Suite struct RequestFieldTests {
    @Test func tableIDsAreTheDocumentedNumbers() {
        let documented: [(RequestField, Int)] = [
            (.target, 0), (.navigation, 1), (.view, 2), (.scheme, 3), (.host, 4), (.port, 5), (.path, 6), (.query, 7),
            (.currentScheme, 8), (.currentHost, 9), (.currentPort, 10), (.currentPath, 11), (.currentQuery, 12),
            (.relation(.scheme), 13), (.relation(.host), 14), (.relation(.port), 15),
            (.status, 16), (.attachment, 17), (.displayable, 18), (.type, 19),
            (.glob(0), 20), (.glob(255), 275), (.queryName(0), 276), (.queryName(255), 531),
            (.currentGlob(0), 532), (.currentGlob(255), 787), (.currentQueryName(0), 788), (.currentQueryName(255), 1043),
            (.flag(0), 1044), (.flag(63), 1107), (.parameterTest(0, .host), 1108), (.parameterTest(255, .host), 1363),
            (.currentParameterTest(0, .host), 1364), (.currentParameterTest(255, .host), 1619),
        ]
        for (field, id) in documented {
            #expect(field.tableID == id, "\(field)")
            let parts = [URLPart](repeating: .host, count: 256)
            #expect(
                RequestField(tableID: id, globCount: 256, queryNameCount: 256, flagCount: 64, parameterTestParts: parts) == field,
                "id \(id)")
        }
        #expect(RequestField.tableIDCount == 1620)
    }

    /// Every field of a table round-trips through its id, ids ascend with the fields (the
    /// reader checks that fields ascend along a path by comparing ids), and ids that name no
    /// field of the table are refused.
    @Test(
        arguments: [(0, 0, 0, []), (1, 0, 1, [.path]), (0, 3, 0, [.host, .query]), (5, 2, 64, [.scheme, .port, .path])]
            as [(Int, Int, Int, [URLPart])])
    func idsRoundTripAscendAndStayInTheTable(globCount: Int, queryNameCount: Int, flagCount: Int, parts: [URLPart]) {
        let fields = RequestField.all(globCount: globCount, queryNameCount: queryNameCount, flagCount: flagCount, parameterTestParts: parts)
        #expect(fields.count == 20 + 2 * (globCount + queryNameCount + parts.count) + flagCount)
        #expect(fields == fields.sorted())
        #expect(fields.map(\.tableID) == fields.map(\.tableID).sorted())
        func decoded(_ id: Int) -> RequestField? {
            RequestField(tableID: id, globCount: globCount, queryNameCount: queryNameCount, flagCount: flagCount, parameterTestParts: parts)
        }
        for field in fields { #expect(decoded(field.tableID) == field) }
        let known = Set(fields.map(\.tableID))
        for id in -1...RequestField.tableIDCount where !known.contains(id) { #expect(decoded(id) == nil, "id \(id)") }
    }

    /// The enum section lists each enumerated field once, and only those.
    @Test func theEnumSectionListsEveryEnumeratedField() {
        let enumerated = RequestField.all(globCount: 1, queryNameCount: 1).filter(\.kind.isEnumerated)
        #expect(Set(TableFormat.enumFields) == Set(enumerated))
        #expect(TableFormat.enumFields.count == enumerated.count)
    }

    /// A field's value counts are the enums' cases: what the table's enum section stores one
    /// class word for each.
    @Test func valueCountsAreTheEnumsCases() {
        func count(_ field: RequestField) -> Int? {
            if case .enumerated(let count) = field.kind { count } else { nil }
        }
        #expect(count(.target) == 3)
        #expect(count(.navigation) == 6)
        #expect(count(.view) == 2)
        #expect(count(.query) == 2)
        #expect(count(.currentQuery) == 2)
        for part in ComparedPart.allCases { #expect(count(.relation(part)) == 4) }
        #expect(count(.host) == nil && count(.glob(0)) == nil)
    }
}
