-- Headless Neovim (0.7, `vim.lsp.start_client`) against `navpolicy lsp`: open a policy with an
-- error, receive its diagnostics, apply the quick fix, format, hover, and shut down.
-- Run by Tests/Editors/run-neovim; prints "ok"/"not ok" per check and "N passed, N failed".
local navpolicy = os.getenv("NAVPOLICY")
local path = os.getenv("POLICY")
local expected_formatted = os.getenv("EXPECTED_FORMATTED")
local passed, failed = 0, 0

local function check(name, condition, detail)
  if condition then
    passed = passed + 1
    io.stdout:write("ok - " .. name .. "\n")
  else
    failed = failed + 1
    io.stdout:write("not ok - " .. name .. (detail and (": " .. vim.inspect(detail)) or "") .. "\n")
  end
end

local function finish()
  io.stdout:write(string.format("%d passed, %d failed\n", passed, failed))
  io.stdout:flush()
  os.exit(failed == 0 and 0 or 1)
end

local function code_of(diagnostic)
  return diagnostic.code or (diagnostic.user_data and diagnostic.user_data.lsp and diagnostic.user_data.lsp.code)
end

vim.cmd("edit " .. path)
local buffer = vim.api.nvim_get_current_buf()
vim.bo[buffer].filetype = "navpolicy"
local client_id = vim.lsp.start_client({
  name = "navpolicy",
  cmd = { navpolicy, "lsp" },
  root_dir = vim.fn.fnamemodify(path, ":h"),
})
check("the server starts", client_id ~= nil)
if not client_id then finish() end
vim.lsp.buf_attach_client(buffer, client_id)
local client = vim.lsp.get_client_by_id(client_id)
local uri = vim.uri_from_bufnr(buffer)

-- Diagnostics of the file as opened: the unknown target on line 3.
local function diagnostics_with(code)
  return vim.tbl_filter(function(d) return code_of(d) == code end, vim.diagnostic.get(buffer))
end
vim.wait(15000, function() return #diagnostics_with("unknown-value") > 0 end, 50)
local unknown = diagnostics_with("unknown-value")[1]
check("textDocument/publishDiagnostics: unknown-value at line 3, column 16", unknown and unknown.lnum == 2 and unknown.col == 15, unknown)
check("diagnostic source and severity", unknown and unknown.source == "navpolicy" and unknown.severity == vim.diagnostic.severity.ERROR, unknown)

-- The quick fix.
local results = vim.lsp.buf_request_sync(buffer, "textDocument/codeAction", {
  textDocument = { uri = uri },
  range = { start = { line = 2, character = 16 }, ["end"] = { line = 2, character = 16 } },
  context = { diagnostics = {} },
}, 10000)
local actions = results and results[client_id] and results[client_id].result or {}
local fix
for _, action in ipairs(actions) do
  -- Neovim 0.7 does not declare isPreferredSupport, so the server leaves isPreferred out.
  if action.kind == "quickfix" and action.title:find("^Replace") then fix = action end
end
check("textDocument/codeAction: the quick fix", fix ~= nil and fix.title == "Replace 'new-tab' with 'new-window'", actions)
if fix then vim.lsp.util.apply_workspace_edit(fix.edit, client.offset_encoding) end
check("the quick fix edits the line", vim.api.nvim_buf_get_lines(buffer, 2, 3, false)[1] == "when target is new-window then allow",
  vim.api.nvim_buf_get_lines(buffer, 2, 3, false))
vim.wait(15000, function() return #diagnostics_with("unknown-value") == 0 end, 50)
check("the diagnostic goes away after the fix", #diagnostics_with("unknown-value") == 0, vim.diagnostic.get(buffer))

-- Formatting: what `navpolicy fmt` prints.
results = vim.lsp.buf_request_sync(buffer, "textDocument/formatting", {
  textDocument = { uri = uri }, options = { tabSize = 2, insertSpaces = true },
}, 10000)
local edits = results and results[client_id] and results[client_id].result
check("textDocument/formatting: edits", type(edits) == "table" and #edits > 0, edits)
if type(edits) == "table" then vim.lsp.util.apply_text_edits(edits, buffer, client.offset_encoding) end
local text = table.concat(vim.api.nvim_buf_get_lines(buffer, 0, -1, false), "\n") .. "\n"
check("the formatted buffer is what navpolicy fmt prints", text == expected_formatted, text)

-- Hover on the list name in rule 2.
results = vim.lsp.buf_request_sync(buffer, "textDocument/hover", {
  textDocument = { uri = uri }, position = { line = 3, character = 14 },
}, 10000)
local hover = results and results[client_id] and results[client_id].result
local value = hover and hover.contents and hover.contents.value or ""
check("textDocument/hover: the list's definition and size", value:find("**list `ours`** — 2 items", 1, true) ~= nil, hover)

vim.lsp.stop_client(client_id)
vim.wait(5000, function() return vim.lsp.client_is_stopped(client_id) end, 50)
check("shutdown and exit", vim.lsp.client_is_stopped(client_id))
finish()
