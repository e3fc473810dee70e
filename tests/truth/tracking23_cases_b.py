"""The cases of the twenty-third tracking corpus, part two: RuboCop extensions in the Gemfile but not loaded by
.rubocop.yml, and ORAS against a plain-HTTP registry. The labelling rules are in tracking23_cases.py."""
from __future__ import annotations

from tests.truth.tracking23_cases import T, bash

# ---------------------------------------------------------------- c: RuboCop extension never loaded

RUBOCOP_YML = "inherit_from: .rubocop_todo.yml\n\nAllCops:\n  NewCops: enable\n  TargetRubyVersion: 3.3\n"
RUBOCOP_PLUGINS = ("inherit_from: .rubocop_todo.yml\n\nplugins:\n  - rubocop-rails\n\nAllCops:\n  NewCops: enable\n"
                   "  TargetRubyVersion: 3.3\n")


def unrecognized(cop: str) -> str:
    return f"Error: unrecognized cop or department {cop} found in .rubocop.yml"


def lesson_c() -> None:
    root = "/home/dana/src/shelfie"
    T.source("s-rubocop-plugin", root, "2025-11-05T10:30:00Z", "chore/rubocop-rails",
             ("user", "I added rubocop-rails to the Gemfile and a Rails: section to .rubocop.yml. Lint the "
                      "controllers."),
             bash("bundle exec rubocop app/controllers", unrecognized("Rails/HttpStatus"), True),
             ("say", "The gem is installed, but nothing tells RuboCop to load it, so the Rails department doesn't "
                     "exist as far as it knows. RuboCop 1.72 loads extensions from a plugins: list."),
             ("edit", f"{root}/.rubocop.yml", RUBOCOP_YML, RUBOCOP_PLUGINS),
             bash("bundle exec rubocop app/controllers",
                  "Inspecting 18 files\n..................\n\n18 files inspected, no offenses detected"))
    T.lesson("t23-rubocop-plugins", "global", "en", "s-rubocop-plugin", "build_config",
             "A RuboCop extension in the Gemfile is not loaded until .rubocop.yml names it",
             "`bundle exec rubocop app/controllers` stopped at once: the Rails cops configured in .rubocop.yml were "
             "unknown.",
             "Assuming Bundler loads the extension because the gem is in the Gemfile, or deleting the extension's "
             "cops from the config to make the error go away.",
             "RuboCop only knows the departments of the extensions it is told to load; the gem being installed "
             "does nothing. Configuring a cop of an unloaded extension is a hard error for the whole run.",
             "List every extension under a plugins: key in .rubocop.yml (require: on RuboCop older than 1.72), "
             "or load it for one run with `--plugin rubocop-rails`.",
             ["`bundle exec rubocop app/controllers`",
              "`Error: unrecognized cop or department Rails/HttpStatus found in .rubocop.yml`",
              "`  - rubocop-rails`"])


def later_c() -> None:
    root = "/home/dana/src/shelfie"
    T.later("l-rubocop-rspec", root, "2025-11-20T09:10:00Z", "chore/rubocop-rspec",
            ("user", "Add rubocop-rspec too, and cap examples at 10 lines."),
            ("edit", f"{root}/Gemfile", "  gem \"rubocop-rails\", require: false\n",
             "  gem \"rubocop-rails\", require: false\n  gem \"rubocop-rspec\", require: false\n"),
            ("edit", f"{root}/.rubocop.yml", "AllCops:\n", "RSpec/ExampleLength:\n  Max: 10\n\nAllCops:\n"),
            bash("bundle install --quiet && bundle exec rubocop spec", unrecognized("RSpec/ExampleLength"), True),
            ("say", "rubocop-rspec isn't in the plugins list yet."),
            ("edit", f"{root}/.rubocop.yml", "  - rubocop-rails\n", "  - rubocop-rails\n  - rubocop-rspec\n"),
            bash("bundle exec rubocop spec", "Inspecting 41 files\n" + "." * 41 + "\n\n41 files inspected, no offenses "
                 "detected"))
    T.pair("t23-rubocop-plugins", "l-rubocop-rspec", "recurred",
           "unrecognized cop RSpec/ExampleLength: another extension configured but not loaded, fixed after")
    T.later("l-rubocop-cli-plugin", "/home/dana/src/isbn-lookup", "2025-11-27T14:20:00Z", "perf/parse",
            ("user", "This gem's .rubocop.yml configures a few Performance cops, but CI loads rubocop-performance "
                     "on the command line instead of listing it in the config. Lint lib/ the way CI does."),
            bash("bundle exec rubocop --plugin rubocop-performance lib/",
                 "Inspecting 9 files\n..C..C...\n\nOffenses:\n\nlib/isbn/parse.rb:12:18: C: [Correctable] "
                 "Performance/StringReplacement: Use tr instead of gsub.\n        digits = raw.gsub('-', '')\n"
                 "                     ^^^^^^^^^^^^^\nlib/isbn/check.rb:7:5: C: Performance/RedundantBlockCall: Use "
                 "yield instead of block.call.\n\n9 files inspected, 2 offenses detected, 1 offense autocorrectable",
                 True),
            ("say", "Two performance offenses; both look worth fixing."))
    T.pair("t23-rubocop-plugins", "l-rubocop-cli-plugin", "applied",
           "--plugin loaded the extension on the command line; the offenses reported after are not the lesson's error")
    T.later("l-rubocop-typo", root, "2025-12-03T08:45:00Z", "style/quotes",
            ("user", "Switch the project to double quotes."),
            ("edit", f"{root}/.rubocop.yml", "AllCops:\n", "Style/StringLiteral:\n  EnforcedStyle: double_quotes\n\n"
             "AllCops:\n"),
            bash("bundle exec rubocop -a",
                 unrecognized("Style/StringLiteral") + "\nDid you mean `Style/StringLiterals`?",
                 True),
            ("edit", f"{root}/.rubocop.yml", "Style/StringLiteral:\n", "Style/StringLiterals:\n"),
            bash("bundle exec rubocop -a", "Inspecting 112 files\n\n112 files inspected, 37 offenses detected, 37 "
                 "offenses corrected"))
    T.pair("t23-rubocop-plugins", "l-rubocop-typo", "neither",
           "same words but the cause is a misspelt core cop name, not an extension left unloaded")
    later_c2(root)


def later_c2(root: str) -> None:
    T.later("l-rubocop-autocorrect", root, "2025-12-10T17:00:00Z", "refactor/book-model",
            ("user", "Autocorrect the Book model and show me what's left."),
            bash("bundle exec rubocop -A app/models/book.rb",
                 "Inspecting 1 file\nC\n\nOffenses:\n\napp/models/book.rb:3:3: C: [Corrected] Style/RedundantSelf: "
                 "Redundant self detected.\n\n1 file inspected, 1 offense detected, 1 offense corrected"))
    T.pair("t23-rubocop-plugins", "l-rubocop-autocorrect", "neither",
           "an ordinary rubocop run: no unrecognized cop and no extension loaded in the session")
    T.later("l-rubocop-onboarding", root, "2025-12-12T10:30:00Z", "docs/lint",
            ("user", "Document how to add a new RuboCop extension for the team wiki page."),
            ("write", f"{root}/docs/lint.md",
             "# Linting\n\nAdding an extension: put the gem in the Gemfile's development group AND add it under "
             "`plugins:` in .rubocop.yml. Without the second step every run fails with 'unrecognized cop or "
             "department'.\n"),
            ("say", "Wrote docs/lint.md."))
    T.pair("t23-rubocop-plugins", "l-rubocop-onboarding", "neither",
           "the fix is only written into a document; rubocop never runs")
    T.later("l-rubocop-early", root, "2025-10-27T09:00:00Z", "chore/rubocop-rails-try",
            ("user", "Try enabling the Rails cops."),
            ("edit", f"{root}/.rubocop.yml", "AllCops:\n", "Rails/HttpStatus:\n  EnforcedStyle: symbolic\n\n"
             "AllCops:\n"),
            bash("bundle exec rubocop app/controllers", unrecognized("Rails/HttpStatus"), True),
            ("say", "The Rails cops need the rubocop-rails gem, which isn't in the Gemfile. Reverting for now."))
    T.pair("t23-rubocop-plugins", "l-rubocop-early", "neither", "dated before the lesson's source session")


# ---------------------------------------------------------------- d: ORAS and a plain-HTTP registry

def http_to_https(method: str, url: str) -> str:
    return f"Error: {method} \"{url}\": http: server gave HTTP response to HTTPS client"


DIGEST = "sha256:4be1c0d8a9e2f5d3c6b7a8e9f0d1c2b3a4e5f6a7b8c9d0e1f2a3b4c5d6e7f8a9"


def lesson_d() -> None:
    root = "/home/teo/work/model-artifacts"
    T.source("s-oras-plain-http", root, "2025-11-06T13:15:00Z", "feat/push-intent-v3",
             ("user", "Push the intent model v3 to the lab registry on localhost:5001 with oras."),
             bash("oras push localhost:5001/models/intent:v3 model.onnx:application/vnd.onnx",
                  http_to_https("Head", "https://localhost:5001/v2/models/intent/blobs/" + DIGEST), True),
             ("say", "The lab registry only speaks plain HTTP. Trying --insecure first."),
             bash("oras push --insecure localhost:5001/models/intent:v3 model.onnx:application/vnd.onnx",
                  http_to_https("Head", "https://localhost:5001/v2/models/intent/blobs/" + DIGEST), True),
             ("say", "--insecure only skips certificate checks and still uses HTTPS. --plain-http is the switch."),
             bash("oras push --plain-http localhost:5001/models/intent:v3 model.onnx:application/vnd.onnx",
                  f"✓ Uploaded  model.onnx                    88.1/88.1 MB 100.00%   2s\n"
                  f"✓ Pushed    [registry] localhost:5001/models/intent:v3\n"
                  f"ArtifactType: application/vnd.unknown.artifact.v1\nDigest: {DIGEST}"))
    T.lesson("t23-oras-plain-http", "global", "en", "s-oras-plain-http", "tool_quirk",
             "oras needs --plain-http for an HTTP-only registry; --insecure is not it",
             "`oras push localhost:5001/models/intent:v3 model.onnx:application/vnd.onnx` failed with \"server "
             "gave HTTP response to HTTPS client\", and again with --insecure.",
             "`--insecure`: it only skips TLS certificate verification and still talks HTTPS.",
             "oras uses HTTPS for every registry, localhost included; a registry without TLS answers in plain HTTP.",
             "Pass `--plain-http` to every oras command aimed at that registry (push, pull, repo tags, manifest "
             "fetch, …).",
             ["`oras push localhost:5001/models/intent:v3 model.onnx:application/vnd.onnx`",
              "`http: server gave HTTP response to HTTPS client`",
              "`oras push --plain-http localhost:5001/models/intent:v3 model.onnx:application/vnd.onnx`"])


def later_d() -> None:
    root = "/home/teo/work/model-artifacts"
    T.later("l-oras-pull-plain", root, "2025-11-22T10:00:00Z", "eval/intent-v3",
            ("user", "Pull intent v3 from the lab registry and run the eval."),
            bash("oras pull --plain-http localhost:5001/models/intent:v3 -o /tmp/intent-v3",
                 f"✓ Pulled      model.onnx                    88.1/88.1 MB 100.00%   1s\nPulled [registry] "
                 f"localhost:5001/models/intent:v3\nDigest: {DIGEST}"),
            bash("python eval.py --model /tmp/intent-v3/model.onnx",
                 "Traceback (most recent call last):\n  File \"/home/teo/work/model-artifacts/eval.py\", line 3, in "
                 "<module>\n    import onnxruntime as ort\nModuleNotFoundError: No module named 'onnxruntime'", True),
            ("say", "The artifact came down fine; the venv just lacks onnxruntime."))
    T.pair("t23-oras-plain-http", "l-oras-pull-plain", "applied",
           "oras pull ran with --plain-http and worked; the later ModuleNotFoundError is unrelated")
    T.later("l-oras-tags", "/home/teo/work/datasets", "2025-11-28T15:30:00Z", "main",
            ("user", "Which tags of the cc dataset are on the LAN registry?"),
            bash("oras repo tags registry.lan:5000/datasets/cc",
                 http_to_https("Get", "https://registry.lan:5000/v2/datasets/cc/tags/list"), True),
            bash("oras repo tags --plain-http registry.lan:5000/datasets/cc", "2025-09\n2025-10\n2025-11-rc1"))
    T.pair("t23-oras-plain-http", "l-oras-tags", "recurred",
           "HTTP response to HTTPS client again on another plain-HTTP registry, then fixed with --plain-http")
    T.later("l-oras-insecure-again", root, "2025-12-04T11:40:00Z", "feat/push-ner-v1",
            ("user", "Push the NER model to localhost:5001 as models/ner:v1."),
            bash("oras push --insecure localhost:5001/models/ner:v1 ner.onnx:application/vnd.onnx",
                 http_to_https("Head", "https://localhost:5001/v2/models/ner/blobs/sha256:9d0e1f2a3b4c5d6e7f8a9b0c1d2"
                               "e3f4a5b6c7d8e9f0a1b2c3d4e5f6a7b8c9d0e1f"), True),
            ("say", "It rejected the push. Is the registry container still up? Stopping here to check with you."))
    T.pair("t23-oras-plain-http", "l-oras-insecure-again", "recurred",
           "the trap --insecure was used and the HTTPS-to-HTTP error came back")
    later_d2(root)


def later_d2(root: str) -> None:
    T.later("l-oras-x509", root, "2025-12-11T09:20:00Z", "release/intent-v3",
            ("user", "Publish intent v3 to ghcr.io/acme-ml/intent from the office network."),
            bash("oras push ghcr.io/acme-ml/intent:v3 model.onnx:application/vnd.onnx",
                 "Error: Head \"https://ghcr.io/v2/acme-ml/intent/blobs/" + DIGEST + "\": tls: failed to verify "
                 "certificate: x509: certificate signed by unknown authority", True),
            ("say", "The office proxy re-signs TLS. Using its CA bundle."),
            bash("oras push --ca-file /etc/ssl/certs/acme-proxy-ca.pem ghcr.io/acme-ml/intent:v3 "
                 "model.onnx:application/vnd.onnx",
                 f"✓ Pushed    [registry] ghcr.io/acme-ml/intent:v3\nDigest: {DIGEST}"))
    T.pair("t23-oras-plain-http", "l-oras-x509", "neither",
           "a TLS verification error from a proxy on an HTTPS registry, not the plain-HTTP one; no --plain-http")
    T.later("l-oras-howto", root, "2025-12-16T16:10:00Z", "main",
            ("user", "Quick question, no need to run anything: how do I fetch just the manifest of intent:v3 from the "
                     "lab registry?"),
            ("say", "Use `oras manifest fetch --plain-http localhost:5001/models/intent:v3` — the lab registry has no "
                    "TLS, so every oras command there needs --plain-http. Add --pretty to indent the JSON."))
    T.pair("t23-oras-plain-http", "l-oras-howto", "neither", "the fix is only mentioned in an answer, never run")
    T.later("l-oras-registry-up", root, "2025-12-18T08:30:00Z", "infra/lab-registry",
            ("user", "The lab registry container died overnight. Bring it back."),
            bash("docker start lab-registry && curl -s http://localhost:5001/v2/_catalog",
                 "lab-registry\n{\"repositories\":[\"models/intent\",\"models/ner\"]}"))
    T.pair("t23-oras-plain-http", "l-oras-registry-up", "neither", "only docker and curl; oras is not used")
