// The NavPolicy extension: starts `navpolicy lsp` (the path is the `navpolicy.path` setting)
// as the language server for .navpolicy files. Plain JavaScript: no build step; run
// `npm install` in this folder once for vscode-languageclient (Documentation/Editors.md).
const vscode = require("vscode");
const { LanguageClient, TransportKind } = require("vscode-languageclient/node");

let client;

function activate(context) {
  const command = vscode.workspace.getConfiguration("navpolicy").get("path", "navpolicy");
  const server = { command, args: ["lsp"], transport: TransportKind.stdio };
  client = new LanguageClient("navpolicy", "NavPolicy", server, {
    documentSelector: [{ language: "navpolicy" }],
    // List files are read from disk; report their changes so policies are checked again.
    synchronize: { fileEvents: vscode.workspace.createFileSystemWatcher("**/*") },
  });
  context.subscriptions.push(client);
  return client.start();
}

function deactivate() {
  return client ? client.stop() : undefined;
}

module.exports = { activate, deactivate };
