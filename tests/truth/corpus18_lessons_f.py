"""Labelled lessons of corpus18, part F: further lessons over sessions of every source part (Dagster, WP-CLI, Tilt,
LuaRocks, Bicep, Foundry, Fly.io), written the same way: as a model replies them, labelled from the session text
before anything judged them."""
from __future__ import annotations

from typing import Any

from tests.truth.corpus18_common import G, K, sid
from tests.truth.corpus18_sources_b import DAGSTER
from tests.truth.corpus18_sources_c import WPCLI


def _gotchas() -> list[dict[str, Any]]:
    return [
        G("132", "dagster-partitions", "load_assets_from_modules has to be imported from dagster",
          "The code location fails with NameError right after switching to load_assets_from_modules.",
          "Assuming Definitions brings the helper along.", "Only `Definitions` was imported.",
          "`from dagster import Definitions, load_assets_from_modules`.",
          f"[{sid(DAGSTER, 'NameError')}] `NameError: name 'load_assets_from_modules' is not defined` -> import "
          f"added -> [{sid(DAGSTER, 'RUN_SUCCESS')}] `Finished execution of run for \"__ASSET_JOB\".`",
          "real", "edit_then_pass", "the import edit is followed by the materialize run succeeding",
          ["step ids inline", "ascii arrows", "code spans"],
          {"failure": "name 'load_assets_from_modules' is not defined", "fix": "RUN_SUCCESS",
           "evidence": "name 'load_assets_from_modules' is not defined"}, category="api_quirk"),
        G("134", "wpcli-bedrock", "On Bedrock, point WP-CLI at web/wp with --path",
          "`wp` says this does not seem to be a WordPress installation.", "Running `wp core download` as suggested.",
          "Bedrock keeps WordPress core in web/wp, not the project root.", "Add `--path=web/wp`.",
          "wp plugin update --all -> \"Error: This does not seem to be a WordPress installation.\" "
          f"(The used path is: /var/www/shopfront/); with --path=web/wp the update later ran: `Success: Updated 3 of "
          f"3 plugins.` [{sid(WPCLI, 'Updated 3 of 3')}]",
          "real", "fix_ran", "a later call with --path=web/wp runs the update successfully", ["double quotes", "prose"],
          {"failure": "This does not seem to be a WordPress installation", "fix": "Success: Updated 3 of 3 plugins.",
           "evidence": "This does not seem to be a WordPress installation"}, category="tool_quirk"),
    ]


def _knowledge() -> list[dict[str, Any]]:
    return [
        K("133", "tilt-k3d", "Find who holds a NodePort with a field selector across namespaces",
          "A Service apply fails because its nodePort is already allocated.",
          "`kubectl get svc -A --field-selector spec.type=NodePort` and look for the port.",
          "NodePorts are cluster-wide, so the owner may sit in any namespace.",
          "`kubectl get svc -A --field-selector spec.type=NodePort` → `legacy      api    NodePort   10.43.118.20`"
          " ... `8080:30080/TCP`",
          "real", "knowledge", "the kubectl call and its output", ["code spans", "arrow", "ellipsis"],
          {"evidence": "--field-selector spec.type=NodePort"}, category="debugging_technique"),
        K("135", "nvim-busted", "rockspec 형식 오류가 나면 luarocks 버전부터 확인",
          "`luarocks make` 가 rockspec format 오류로 실패할 때.", "`luarocks --version` 으로 설치된 버전을 먼저 본다.",
          "rockspec_format 3.0 은 LuaRocks 3.x 가 필요해서, 버전만 보면 원인이 바로 나온다.",
          "`luarocks --version` → `/usr/bin/luarocks 2.4.2` (그 전 `Rockspec format 3.0 is not supported`)",
          "real", "knowledge", "both calls are in the session", ["Korean prose", "code spans", "arrow"],
          {"evidence": "/usr/bin/luarocks 2.4.2"}, category="debugging_technique"),
        K("136", "bicep-windows", "Keep uniqueString storage names within 24 characters with take()",
          "Generating globally unique storage account names in Bicep.",
          "`take('<prefix>${uniqueString(resourceGroup().id)}', 24)`.",
          "uniqueString adds 13 characters; storage names allow at most 24.",
          "name `take('opsdevlogs${uniqueString(resourceGroup().id)}', 24)` deployed as `opsdevlogsq3vz7kd2lmx4a`",
          "real", "knowledge", "the edit and the deployment output", ["code spans"],
          {"evidence": "opsdevlogsq3vz7kd2lmx4a"}, category="project_convention"),
        K("137", "foundry-remappings", "OpenZeppelin v5 reverts with custom errors carrying the numbers",
          "Reading a failing Foundry test against OZ v5 tokens.",
          "Decode the custom error's arguments: spender, current allowance, amount needed.",
          "v5 replaced revert strings with errors like ERC20InsufficientAllowance(spender, allowance, needed).",
          "`[FAIL: ERC20InsufficientAllowance(0x7FA9385bE102ac3EAc297483Dd6233D62b3e1496, 0, 1000000000000000000)]` — "
          "allowance 0, needed 1e18",
          "real", "knowledge", "the forge test failure line", ["code span", "dash"],
          {"evidence": "ERC20InsufficientAllowance(0x7FA9385bE102ac3EAc297483Dd6233D62b3e1496"}, category="api_quirk"),
        K("138", "fly-postgres", "fly postgres attach sets DATABASE_URL as an app secret",
          "Wiring a Fly app to Fly Postgres.", "Let `fly postgres attach` create the user and the secret.",
          "The app reads DATABASE_URL without any manual secret handling.",
          "`The following secret was added to pastebin-go:` `DATABASE_URL=postgres://pastebin_go_v2:****@"
          "pastebin-db.flycast:5432/pastebin_go?sslmode=disable`",
          "real", "knowledge", "the attach output", ["code spans"],
          {"evidence": "The following secret was added to pastebin-go"}, category="env_setup"),
    ]


def records() -> list[dict[str, Any]]:
    return [*_gotchas(), *_knowledge()]
