import Foundation
import NavPolicyCompiler

/// A `ListFileReader` over a folder on disk, as the command-line tool reads list files: paths
/// relative to the policy's folder inside `root`, shown as the tool would show them.
enum DiskListFiles {
    /// The reader for a policy named `policyName` (relative to `root`).
    static func reader(root: URL, policyName: String) -> ListFileReader {
        ListFileReader { path in
            let name = ListFileReader.displayName(of: path, besidePolicy: policyName)
            guard let data = FileManager.default.contents(atPath: root.appendingPathComponent(name).path) else {
                return .failure(ListFileError(message: "cannot read '\(name)': no such file or directory"))
            }
            return .success(SourceFile(name: name, bytes: [UInt8](data)))
        }
    }
}
