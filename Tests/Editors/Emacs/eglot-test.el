;;; eglot-test.el --- Emacs with Eglot against `navpolicy lsp'  -*- lexical-binding: t; -*-

;; Batch Emacs (Debian's emacs-nox with elpa-eglot 1.9): open a policy with an error, receive
;; its diagnostics through Flymake, apply the quick fix, format, hover, and shut down. Run by
;; Tests/Editors/run-emacs; prints "ok"/"not ok" per check and "N passed, N failed".

(require 'eglot)
(require 'flymake)
(require 'project)

(defvar navpolicy-test-passed 0)
(defvar navpolicy-test-failed 0)

(defun navpolicy-test-check (name condition &optional detail)
  "Record the check NAME as passed when CONDITION holds, else failed with DETAIL."
  (if condition
      (progn (setq navpolicy-test-passed (1+ navpolicy-test-passed))
             (princ (format "ok - %s\n" name)))
    (setq navpolicy-test-failed (1+ navpolicy-test-failed))
    (princ (format "not ok - %s%s\n" name (if detail (format ": %S" detail) "")))))

(defun navpolicy-test-finish ()
  "Print the totals and exit with 0 when every check passed."
  (princ (format "%d passed, %d failed\n" navpolicy-test-passed navpolicy-test-failed))
  (kill-emacs (if (zerop navpolicy-test-failed) 0 1)))

(defun navpolicy-test-send-changes ()
  "Send the buffer's pending changes now: Eglot sends them when Emacs is idle, never in batch."
  (eglot--signal-textDocument/didChange))

(defun navpolicy-test-wait (predicate &optional seconds)
  "Wait up to SECONDS (default 15) for PREDICATE, serving the server's messages meanwhile."
  (let ((deadline (+ (float-time) (or seconds 15))))
    (while (and (not (funcall predicate)) (< (float-time) deadline))
      (accept-process-output nil 0.05))
    (funcall predicate)))

(define-derived-mode navpolicy-mode prog-mode "NavPolicy"
  "A major mode for NavPolicy policies (only what the test needs)."
  (setq-local comment-start "# "))

(let* ((navpolicy (getenv "NAVPOLICY"))
       (path (getenv "POLICY"))
       (expected (getenv "EXPECTED_FORMATTED"))
       (folder (file-name-directory path)))
  ;; The policy's folder is the project: no version control needed.
  (add-hook 'project-find-functions (lambda (_dir) (cons 'transient folder)))
  (add-to-list 'eglot-server-programs `(navpolicy-mode . (,navpolicy "lsp")))
  (find-file path)
  (navpolicy-mode)
  ;; What `eglot-ensure' does after the next command, at once (batch Emacs runs no commands).
  (apply #'eglot--connect (eglot--guess-contact))
  (navpolicy-test-wait (lambda () (eglot-current-server)))
  (let ((server (eglot-current-server)))
    (navpolicy-test-check "the server starts" server)
    (unless server (navpolicy-test-finish))
    ;; Diagnostics of the file as opened, through Flymake.
    (navpolicy-test-wait (lambda () (flymake-diagnostics)))
    (let* ((diagnostic (car (flymake-diagnostics)))
           (line (and diagnostic (line-number-at-pos (flymake-diagnostic-beg diagnostic))))
           (text (and diagnostic (flymake-diagnostic-text diagnostic))))
      (navpolicy-test-check "textDocument/publishDiagnostics: the unknown target on line 3"
                            (and (eql line 3) (string-match-p "unknown target 'new-tab'" text)) (list line text))
      (navpolicy-test-check "diagnostic severity" (and diagnostic (eq (flymake-diagnostic-type diagnostic) 'eglot-error))
                            (and diagnostic (flymake-diagnostic-type diagnostic))))
    ;; The quick fix, applied as Eglot applies workspace edits.
    (let* ((actions (jsonrpc-request server :textDocument/codeAction
                                     (list :textDocument (eglot--TextDocumentIdentifier)
                                           :range (list :start (list :line 2 :character 16) :end (list :line 2 :character 16))
                                           :context (list :diagnostics []))))
           (fix (seq-find (lambda (action) (eq (plist-get action :isPreferred) t)) actions)))
      (navpolicy-test-check "textDocument/codeAction: a preferred quick fix"
                            (and fix (equal (plist-get fix :title) "Replace 'new-tab' with 'new-window'")) actions)
      (when fix (eglot--apply-workspace-edit (plist-get fix :edit)))
      (navpolicy-test-send-changes)
      (navpolicy-test-check "the quick fix edits the line"
                            (save-excursion (goto-char (point-min)) (forward-line 2)
                                            (looking-at-p "when target is new-window then allow"))
                            (buffer-string)))
    (navpolicy-test-wait (lambda () (null (flymake-diagnostics))))
    (navpolicy-test-check "the diagnostic goes away after the fix" (null (flymake-diagnostics)) (flymake-diagnostics))
    ;; Formatting, with Eglot's own command.
    (eglot-format-buffer)
    (navpolicy-test-send-changes)
    (navpolicy-test-check "textDocument/formatting: the buffer is what navpolicy fmt prints"
                          (equal (buffer-string) expected) (buffer-string))
    ;; Hover on the list name in rule 2.
    (let* ((hover (jsonrpc-request server :textDocument/hover
                                   (list :textDocument (eglot--TextDocumentIdentifier)
                                         :position (list :line 3 :character 14))))
           (value (plist-get (plist-get hover :contents) :value)))
      (navpolicy-test-check "textDocument/hover: the list's definition and size"
                            (and value (string-match-p "\\*\\*list `ours`\\*\\* — 2 items" value)) hover))
    (eglot-shutdown server)
    (navpolicy-test-check "shutdown and exit" (not (jsonrpc-running-p server))))
  (navpolicy-test-finish))
