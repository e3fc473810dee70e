"""Scripted sessions of corpus47, part three: Ballerina in Windows PowerShell 7 (a rejected tool use), Carton's
deployment mode for a Perl service (a long output), Hanami 2 slices on macOS zsh (ANSI colour), Helix's
languages.toml in Windows PowerShell 7 (doubled backslashes), Kakoune with kakoune-lsp for a fish user."""
from __future__ import annotations

from tests.truth.corpus47_common import ESC, REJECTED

E = ESC

BAL = [
    ("user", "bal build fails on my Windows box, project C:\\Users\\oluwa\\src\\orders-svc. pwsh 7."),
    ("bash", "Set-Location C:\\Users\\oluwa\\src\\orders-svc; bal build",
     "Exit code 1\nCompiling source\n\toluwa/orders_svc:0.1.0\n"
     "ERROR [main.bal:(14:5,14:38)] incompatible types: expected 'int', found 'decimal'\n"
     "ERROR [modules\\db\\repo.bal:(31:21,31:29)] undefined function 'queryRow'\n"
     "error: compilation contains errors", True),
    ("bash", "bal version",
     "Ballerina 2201.10.3 (Swan Lake Update 10)\nLanguage specification 2024R1\nUpdate Tool 1.4.3", False),
    ("say", "`queryRow` is a remote method of the `postgresql:Client`, so it is called with `->` on the client, "
            "not as a function. And `amount` is decimal, so the total must be decimal too."),
    ("edit", "C:\\Users\\oluwa\\src\\orders-svc\\modules\\db\\repo.bal", "Order o = check queryRow(dbClient, q);",
     "Order o = check dbClient->queryRow(q);"),
    ("edit", "C:\\Users\\oluwa\\src\\orders-svc\\main.bal", "int total = order.amount * qty;",
     "decimal total = order.amount * <decimal>qty;"),
    ("bash", "bal build",
     "Compiling source\n\toluwa/orders_svc:0.1.0\n\nGenerating executable\n\ttarget\\bin\\orders_svc.jar", False),
    ("bash", "bal test",
     "Exit code 1\nCompiling source\n\toluwa/orders_svc:0.1.0\n\nRunning Tests\n\n\torders_svc\n"
     "\t\t[fail] testTotal:\n\n\t\t    error {ballerina/test:0}TestError (\"expected '41.5' but found "
     "'41.50'\")\n\n\t\t0 passing\n\t\t1 failing\n\t\t0 skipped\nerror: there are test failures", True),
    ("say", "The test compares strings; a decimal keeps its scale, so `41.50` prints with two places. Comparing "
            "the decimal values instead."),
    ("edit", "C:\\Users\\oluwa\\src\\orders-svc\\tests\\main_test.bal",
     "test:assertEquals(total.toString(), \"41.5\");", "test:assertEquals(total, 41.50d);"),
    ("bash", "bal test",
     "Compiling source\n\toluwa/orders_svc:0.1.0\n\nRunning Tests\n\n\torders_svc\n\t\t[pass] testTotal\n\n"
     "\t\t1 passing\n\t\t0 failing\n\t\t0 skipped", False),
    ("user", "also Task Scheduler can't find bal when it runs the nightly job, add Ballerina's bin to the PATH"),
    ("bash", "[Environment]::SetEnvironmentVariable('Path', $env:Path + ';C:\\Program Files\\Ballerina\\bin', "
             "'Machine')", REJECTED, True),
    ("user", "No, not Machine scope, that needs admin and copies my whole session PATH in. Leave it for now."),
]

_INSTALLED = "\n".join(f"Successfully installed {d}" for d in (
    "Try-Tiny-0.31", "Module-Runtime-0.016", "Sub-Quote-2.006008", "Role-Tiny-2.002004", "Class-Method-Modifiers-2.15",
    "Moo-2.005005", "JSON-MaybeXS-1.004005", "Cpanel-JSON-XS-4.38", "IO-Socket-SSL-2.085", "Mojolicious-9.37",
    "DBI-1.643", "DBD-Pg-3.18.0", "Crypt-Misc-0.076", "CryptX-0.080", "Data-UUID-1.227", "Type-Tiny-2.004000",
    "Exporter-Tiny-1.006002", "Path-Tiny-0.146", "Log-Any-1.717", "Test-Deep-1.204", "Test-Fatal-0.017",
    "Test-Mojo-Session-1.07", "YAML-PP-v0.38.0", "namespace-clean-0.27"))

CARTON = [
    ("user", "carton install --deployment fails on the build server (~/srv/billing), please look."),
    ("bash", "cd ~/srv/billing && carton install --deployment",
     "Exit code 1\nInstalling modules using /home/deploy/srv/billing/cpanfile (deployment mode)\n" + _INSTALLED +
     "\n! Couldn't find module or a distribution Crypt::JWT (0.035)\n"
     "! Installing the dependencies failed: Module 'Crypt::JWT' is not installed\n"
     "! Bailing out the installation for /home/deploy/srv/billing/.\n24 distributions installed\n"
     "Installing modules failed", True),
    ("bash", "grep -n \"JWT\" cpanfile cpanfile.snapshot",
     "cpanfile:9:requires 'Crypt::JWT', '0.035';\ncpanfile.snapshot:212:  Crypt-JWT-0.034", False),
    ("say", "Deployment mode installs only what cpanfile.snapshot pins, and the snapshot still has Crypt-JWT-0.034 "
            "while the cpanfile asks for 0.035. A normal `carton install` resolves it and rewrites the snapshot."),
    ("bash", "carton install",
     "Installing modules using /home/deploy/srv/billing/cpanfile\nSuccessfully installed Crypt-JWT-0.035\n"
     "1 distribution installed\nComplete! Modules were installed into /home/deploy/srv/billing/local", False),
    ("bash", "git diff --stat cpanfile.snapshot",
     " cpanfile.snapshot | 6 +++---\n 1 file changed, 3 insertions(+), 3 deletions(-)", False),
    ("bash", "rm -rf local && carton install --deployment",
     "Installing modules using /home/deploy/srv/billing/cpanfile (deployment mode)\n" + _INSTALLED +
     "\nSuccessfully installed Crypt-JWT-0.035\n25 distributions installed\n"
     "Complete! Modules were installed into /home/deploy/srv/billing/local", False),
    ("bash", "carton exec -- prove -lr t",
     "Exit code 1\nt/00-load.t .. ok\nt/10-jwt.t ... ok\nt/20-api.t ... 1/12 \n"
     "#   Failed test 'GET /invoices returns 200'\n#   at t/20-api.t line 31.\n#          got: '500'\n"
     "#     expected: '200'\n# Looks like you failed 1 test of 12.\n"
     "t/20-api.t ... Dubious, test returned 1 (wstat 256, 0x100)\nFailed 1/12 subtests \n\n"
     "Test Summary Report\n-------------------\nt/20-api.t (Wstat: 256 (exited 1) Tests: 12 Failed: 1)\n"
     "  Failed test:  7\nFiles=3, Tests=31,  2 wallclock secs\nResult: FAIL", True),
    ("say", "t/20-api.t needs a database with the invoices schema; the 500 comes from the missing table. "
            "I'll write a helper that creates it."),
    ("write", "/home/deploy/srv/billing/scripts/fix-test-db.sh",
     "#!/bin/sh\nset -e\ncreatedb billing_test 2>/dev/null || true\npsql -d billing_test -f db/schema.sql\n"),
    ("say", "scripts/fix-test-db.sh creates billing_test and loads db/schema.sql; run it once before prove."),
    ("user", "ok. commit just the snapshot for now"),
    ("bash", "git add cpanfile.snapshot && git commit -m \"Refresh snapshot for Crypt::JWT 0.035\"",
     "[main 5c1d9e2] Refresh snapshot for Crypt::JWT 0.035\n 1 file changed, 3 insertions(+), 3 deletions(-)",
     False),
]

HANAMI = [
    ("user", "bundle exec hanami server won't boot since I added the slices/admin slice. ~/code/bookshelf"),
    ("bash", "cd ~/code/bookshelf && bundle exec hanami server",
     "Exit code 1\n/Users/pia/code/bookshelf/slices/admin/actions/books/index.rb:5:in `<module:Books>': "
     "uninitialized constant Admin::Action (NameError)\n\n      class Index < Admin::Action\n"
     "                         ^^^^^^^^\n"
     "\tfrom /Users/pia/code/bookshelf/slices/admin/actions/books/index.rb:4:in `<module:Actions>'\n"
     "\tfrom /Users/pia/code/bookshelf/slices/admin/actions/books/index.rb:3:in `<module:Admin>'", True),
    ("bash", "ls slices/admin", "actions\ntemplates\nviews", False),
    ("say", "A slice needs its own base action; `hanami generate slice` would have written "
            "slices/admin/action.rb. Adding it by hand."),
    ("write", "/Users/pia/code/bookshelf/slices/admin/action.rb",
     "# auto_register: false\n# frozen_string_literal: true\n\nmodule Admin\n  class Action < Bookshelf::Action\n"
     "  end\nend\n"),
    ("bash", "bundle exec hanami server",
     f"{E}[32m[4219] Puma starting in cluster mode...{E}[0m\n* Puma version: 6.4.3 (ruby 3.3.5-p100) "
     "(\"The Eagle of Durango\")\n*  Min threads: 5\n*  Max threads: 5\n*  Environment: development\n"
     "*   Master PID: 4219\n*      Workers: 2\n* Listening on http://0.0.0.0:2300\nUse Ctrl-C to stop", False),
    ("bash", "bundle exec rspec spec/slices/admin",
     f"Exit code 1\n{E}[32m.{E}[0m{E}[32m.{E}[0m{E}[31mF{E}[0m\n\nFailures:\n\n  1) GET /admin/books is successful\n"
     "     Failure/Error: expect(last_response).to be_successful\n"
     "       expected `#<Rack::MockResponse:0x000f1a2b>.successful?` to be truthy, got false\n"
     "     # ./spec/slices/admin/requests/books_spec.rb:9:in `block (2 levels) in <top (required)>'\n\n"
     "Finished in 0.21 seconds (files took 1.02 seconds to load)\n"
     f"{E}[31m3 examples, 1 failure{E}[0m", True),
    ("bash", "bundle exec hanami routes | grep -c admin; echo rc=$?", "0\nrc=1", False),
    ("say", "No admin routes at all: the slice is loaded, but config/routes.rb never mounts it."),
    ("edit", "/Users/pia/code/bookshelf/config/routes.rb", "    root to: \"home.index\"",
     "    root to: \"home.index\"\n\n    slice :admin, at: \"/admin\" do\n      get \"/books\", to: \"books.index\"\n"
     "    end"),
    ("bash", "bundle exec rubocop config/routes.rb",
     "Inspecting 1 file\n.\n\n1 file inspected, no offenses detected", False),
    ("user", "ok thanks, gotta go"),
]

HELIX = [
    ("user", "Helix doesn't start rust-analyzer for me on Windows. `hx --health rust` says not found. pwsh 7."),
    ("bash", "hx --health rust",
     "Configured language servers:\n  ✘ rust-analyzer: 'C:\\tools\\ra\\rust-analyzer.exe' not found in $PATH\n"
     "Configured debug adapter: lldb-dap\nBinary for debug adapter: 'lldb-dap' not found in $PATH\n"
     "Configured formatter: None\nHighlight queries: ✓\nTextobject queries: ✓\nIndent queries: ✓", False),
    ("bash", "rustup component add rust-analyzer",
     "info: downloading component 'rust-analyzer'\ninfo: installing component 'rust-analyzer'", False),
    ("bash", "hx --health rust | Select-Object -First 2",
     "Configured language servers:\n  ✘ rust-analyzer: 'C:\\tools\\ra\\rust-analyzer.exe' not found in $PATH", False),
    ("bash", "Get-Content $env:APPDATA\\helix\\languages.toml",
     "[language-server.rust-analyzer]\ncommand = \"C:\\\\tools\\\\ra\\\\rust-analyzer.exe\"\n\n"
     "[language-server.rust-analyzer.config]\ncheck.command = \"clippy\"", False),
    ("bash", "Test-Path C:\\tools\\ra\\rust-analyzer.exe; (Get-Command rust-analyzer).Source",
     "False\nC:\\Users\\jonas\\.cargo\\bin\\rust-analyzer.exe", False),
    ("say", "languages.toml pins an old path that no longer exists, so the rustup install is never used."),
    ("edit", "C:\\Users\\jonas\\AppData\\Roaming\\helix\\languages.toml",
     "command = \"C:\\\\tools\\\\ra\\\\rust-analyzer.exe\"", "command = \"rust-analyzer\""),
    ("bash", "hx --health rust | Select-Object -First 2",
     "Configured language servers:\n  ✓ rust-analyzer: C:\\Users\\jonas\\.cargo\\bin\\rust-analyzer.exe", False),
    ("say", "For debugging, lldb-dap is still missing. It ships with LLVM: `winget install LLVM.LLVM`, then add "
            "C:\\Program Files\\LLVM\\bin to your user PATH."),
    ("user", "later. now soft wrap: I put `soft-wrap = true` under [editor] and hx complains on start"),
    ("bash", "hx --health 2>&1 | Select-Object -First 3",
     "Bad config: invalid type: boolean `true`, expected struct SoftWrap for key `editor.soft-wrap` at line 4 "
     "column 13\nPress <ENTER> to continue with default config", False),
    ("edit", "C:\\Users\\jonas\\AppData\\Roaming\\helix\\config.toml", "[editor]\nsoft-wrap = true",
     "[editor]\n\n[editor.soft-wrap]\nenable = true"),
    ("user", "it wraps now and the Bad config message is gone. thanks"),
]

KAK = [
    ("user", "kak-lsp stopped working after I upgraded kakoune-lsp to 18.1. I use fish; kakrc is ~/.config/kak/kakrc"),
    ("bash", "kak -clear; kak -l", "main\nnotes", False),
    ("bash", "kak-lsp --version; grep -n \"kak-lsp\" ~/.config/kak/kakrc",
     "kak-lsp 18.1.0\n12:eval %sh{kak-lsp --kakoune -s $kak_session}\n13:lsp-enable", False),
    ("bash", "kak -ui dummy -n -e 'source ~/.config/kak/kakrc; quit' 2>&1 | head -5",
     "error: unexpected argument '--kakoune' found\n\n  tip: to pass '--kakoune' as a value, use '-- --kakoune'\n\n"
     "Usage: kak-lsp [OPTIONS] [COMMAND]", False),
    ("say", "kakoune-lsp 18 dropped `--kakoune`; `kak-lsp` with no arguments prints the Kakoune glue now and "
            "reads the session from $kak_session itself."),
    ("edit", "/home/rin/.config/kak/kakrc", "eval %sh{kak-lsp --kakoune -s $kak_session}", "eval %sh{kak-lsp}"),
    ("bash", "kak -ui dummy -n -e 'source ~/.config/kak/kakrc; quit' 2>&1 | head -5; echo done", "done", False),
    ("user", "yep, hover and goto-definition work again in kak. but kak crashed once and now `kak -l` lists main "
             "as dead"),
    ("bash", "kak -l", "main (dead)\nnotes", False),
    ("say", "A crashed Kakoune leaves its session socket behind, listed as `(dead)`. `kak -clear` removes dead "
            "sessions — the one I ran at the start was before this crash, so run `kak -clear` once more before "
            "starting `kak -s main` again."),
    ("user", "also lsp-formatting uses the wrong rustfmt edition"),
    ("edit", "/home/rin/.config/kak-lsp/kak-lsp.toml", "[language_server.rust-analyzer.settings]",
     "[language_server.rust-analyzer.settings]\nrust-analyzer.rustfmt.extraArgs = [\"--edition\", \"2021\"]"),
    ("user", "thanks for the kakrc fix earlier, that was the main thing. that's all for today"),
]

SOURCES = {
    "ballerina-pwsh": ("C:\\Users\\oluwa\\src\\orders-svc", "2025-04-07T07:45:00Z", "main", BAL),
    "carton-perl": ("/home/deploy/srv/billing", "2025-04-08T15:10:00Z", "main", CARTON),
    "hanami-zsh": ("/Users/pia/code/bookshelf", "2025-04-09T17:30:00Z", "admin-slice", HANAMI),
    "helix-pwsh": ("C:\\Users\\jonas", "2025-04-10T12:00:00Z", "HEAD", HELIX),
    "kakoune-fish": ("/home/rin", "2025-04-11T20:15:00Z", "HEAD", KAK),
}
