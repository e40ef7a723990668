import Foundation
import NavPolicy
import NavPolicyWebKit
import Testing

/// `Policy(contentsOf:)` reads a table file on a writable file system (the scratch folder's) and
/// maps only one that cannot change (`MappedTableFile`): a mapping, made here with
/// `evenIfWritable`, is in the process's memory map while the policy lives and gone once the
/// last copy of it is dropped, also when loading fails; a mapped table, its response part
/// included, decides as the same bytes read into memory do.
@Suite struct MappedLoadingTests {
    static let source = """
        policy "mapped"
        let video-hosts = ["player.example-video.com", "*.example-cdn.net"]
        when scheme is "file" then cancel
        when host is "manuals.example.com" then open in-place
        when target is subframe and host in video-hosts then allow
        otherwise open external
        on response
        when target is main-frame and status in [400..599] then cancel and notify "http-error"
        when type in ["application/pdf"] then download
        otherwise allow
        """

    /// The process's mappings of `file` (Linux: /proc/self/maps lists each with its path; read
    /// to its end, as its size shows as 0).
    static func mappings(of file: URL) throws -> Int {
        let handle = try #require(FileHandle(forReadingAtPath: "/proc/self/maps"))
        defer { try? handle.close() }
        let maps = String(decoding: try handle.readToEnd() ?? Data(), as: UTF8.self)
        return maps.split(separator: "\n").filter { $0.hasSuffix(file.path) }.count
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self/maps"), "needs /proc/self/maps"))
    func aMappedTableDecidesAsReadAndIsUnmappedWithItsLastCopy() throws {
        let folder = try ScratchFolder.make("mapped")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("mapped.navtable")
        let table = try PolicyText.table(Self.source)
        try Data(table).write(to: file)
        let read = try Policy(table: table)
        let requests = try Self.requests()
        let responses = try Self.responses()
        #expect(try Self.mappings(of: file) == 0)
        do {
            let mappedFile = try #require(MappedTableFile(path: file.path, evenIfWritable: true))
            var mapped: Policy? = try Policy(mappedTable: mappedFile.bytes, release: mappedFile.unmap)
            #expect(try Self.mappings(of: file) == 1, "the table file is mapped while the policy lives")
            let copy = mapped
            mapped = nil
            #expect(try Self.mappings(of: file) == 1, "a copy keeps the mapping")
            let policy = try #require(copy)
            #expect(requests.map(policy.decide) == requests.map(read.decide))
            #expect(responses.map(policy.decide) == responses.map(read.decide))
            #expect(Set(responses.map { policy.decide($0).action }).count == 3, "the response rules were reached")
        }
        #expect(try Self.mappings(of: file) == 0, "dropping the last copy unmaps the file")
    }

    /// The regression of issue 43: a table file truncated or overwritten in place while a
    /// policy loaded from it decides. The file is on a writable file system, so it was read,
    /// not mapped: decisions go on unchanged (a mapping ended the process with SIGBUS or SIGSEGV).
    @Test func aTableFileChangedUnderThePolicyDoesNotReachIt() throws {
        let folder = try ScratchFolder.make("changed")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("changed.navtable")
        let table = try PolicyText.table(Self.source)
        try Data(table).write(to: file)
        #expect(MappedTableFile(path: file.path) == nil, "a file on a writable file system is not mapped")
        let policy = try Policy(contentsOf: file)
        let bound = try Policy(contentsOf: file, parameters: [:])
        let requests = try Self.requests()
        let expected = requests.map(policy.decide)
        let handle = try FileHandle(forWritingTo: file)
        try handle.truncate(atOffset: 16)
        #expect(requests.map(policy.decide) == expected)
        try handle.seek(toOffset: 0)
        try handle.write(contentsOf: Data(repeating: 0xFF, count: table.count))
        try handle.close()
        #expect(requests.map(policy.decide) == expected)
        #expect(requests.map(bound.decide) == expected)
    }

    static func requests() throws -> [NavigationRequest] {
        try ["file:///a", "https://manuals.example.com/x", "https://a.example-cdn.net/v", "https://other.example/"].map {
            try NavigationRequest(url: $0, current: nil, target: .subframe)
        }
    }

    static func responses() throws -> [NavigationResponse] {
        try [(404, "text/html"), (200, "application/pdf"), (200, "text/html")].map {
            try NavigationResponse(url: "https://manuals.example.com/m", status: $0.0, type: $0.1)
        }
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self/maps"), "needs /proc/self/maps"))
    func aCorruptMappedTableIsAnErrorAndLeavesNoMapping() throws {
        let folder = try ScratchFolder.make("mapped-corrupt")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("corrupt.navtable")
        var table = try PolicyText.table(Self.source)
        table[table.count / 2] ^= 0x40
        try Data(table).write(to: file)
        #expect(throws: PolicyLoadingError.invalidTable(path: file.path, .checksumMismatch)) { try Policy(contentsOf: file) }
        #expect(throws: PolicyLoadingError.invalidTable(path: file.path, .checksumMismatch)) {
            try Policy(contentsOf: file, parameters: [:])
        }
        #expect(try Self.mappings(of: file) == 0)
    }

    @Test func anEmptyFileIsReadNotMapped() throws {
        let folder = try ScratchFolder.make("mapped-empty")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("empty.navtable")
        try Data().write(to: file)
        #expect(throws: PolicyLoadingError.invalidTable(path: file.path, .truncated)) { try Policy(contentsOf: file) }
    }

    /// Counts calls of a release closure (called on the thread that drops the last copy).
    final class ReleaseCount: @unchecked Sendable { var calls = 0 }

    @Test func releaseIsCalledOnceWhenTheLastCopyGoesAndWhenLoadingFails() throws {
        let table = try PolicyText.table(Self.source)
        for corrupt in [false, true] {
            let count = ReleaseCount()
            let memory = UnsafeMutableRawBufferPointer.allocate(byteCount: table.count, alignment: 16)
            memory.copyBytes(from: table)
            if corrupt { memory[8] ^= 1 }
            let (start, length) = (UInt(bitPattern: memory.baseAddress), memory.count)
            let release: @Sendable () -> Void = {
                count.calls += 1
                UnsafeMutableRawPointer(bitPattern: start)?.deallocate()
            }
            do {
                let policy = try? Policy(
                    mappedTable: UnsafeRawBufferPointer(start: UnsafeRawPointer(bitPattern: start), count: length), release: release)
                #expect((policy == nil) == corrupt)
                #expect(count.calls == (corrupt ? 1 : 0), "loading keeps the memory, or gives it back when it fails")
                if let policy { #expect(policy.name == "mapped") }
            }
            #expect(count.calls == 1)
        }
    }
}
