/// How sema reads the list files that `let NAME = file "path"` names. Sema itself never touches
/// the disk: the command-line tool passes a reader rooted at the policy file's folder, tests
/// pass one rooted at a temporary folder, and callers that have no files use `unavailable`.
public struct ListFileReader: Sendable {
    /// Reads the file at `path` as written in the policy; the source's name is how diagnostics
    /// show it (`Examples/lists/blocked-hosts.txt`). A failure carries the reason to print.
    package let read: @Sendable (_ path: String) -> Result<SourceFile, ListFileError>

    /// A reader calling `read` for each path.
    public init(read: @escaping @Sendable (_ path: String) -> Result<SourceFile, ListFileError>) {
        self.read = read
    }

    /// A reader for sources that are not files (standard input without a folder, an embedded
    /// table source): every list file is an error.
    package static let unavailable = ListFileReader { _ in
        .failure(ListFileError(message: "list files can only be read for a policy read from a file"))
    }

    /// The name a list file at `path` (as written) shows under, for a policy file named
    /// `policyName`: the path joined to the policy's folder, without a leading `./`; absolute
    /// paths stay as written. Standard input (`<stdin>`) resolves against the working directory.
    package static func displayName(of path: String, besidePolicy policyName: String) -> String {
        if path.hasPrefix("/") { return path }
        guard !policyName.hasPrefix("<"), let slash = policyName.lastIndex(of: "/") else { return path }
        return String(policyName[...slash]) + path
    }
}

/// Why a list file could not be read: `cannot read 'lists/x.txt': no such file or directory`.
public struct ListFileError: Error, Sendable, Hashable {
    /// The sentence to show, lowercase, naming the file and the reason.
    package var message: String

    /// An error with the given message.
    public init(message: String) {
        self.message = message
    }
}

/// A list read from a list file, kept beside the checked policy so that diagnostics can show
/// its lines and the linter can point at its items.
public struct ListFile: Sendable, Hashable {
    /// The defined name (`blocked` in `let blocked = file "…"`).
    package var definitionName: String
    /// The file as read; its name is how diagnostics show it.
    package var source: SourceFile
    /// Its items, with ranges in the list file's own lines and columns.
    package var list: ListSyntax

    /// A loaded list file.
    package init(definitionName: String, source: SourceFile, list: ListSyntax) {
        self.definitionName = definitionName
        self.source = source
        self.list = list
    }
}
