"""German, Spanish, Portuguese and French verbs of what a call did, read as the English the claims parser reads:
"`cmd` brach mit `E` ab", "`cmd` schlug mit `E` fehl", "`cmd` falló con `E`", "`cmd` falhou com `E`", "`cmd` a échoué
avec `E`" are "`cmd` failed with `E`"; "lieferte", "devolvió", "retornou", "a renvoyé" are "returned"; "después de",
"après" are "after", and so on. Left untranslated, the quote after such a verb was a free piece, found in any
step, so a model writing in these languages could credit one call's error to another. Read on the prose with its
quotes made marks (`\\x00N\\x00`)."""
from __future__ import annotations

import re
from typing import Callable

_QUOTES = r"((?:\x00\d+\x00\s*(?:,|und|oder|y|o|e|ou|et)?\s*)+)"
# What a verb's object may open on before the quote: an article and the word for error ("falló con el error `E`",
# "a échoué avec l'erreur `E`", "mit dem Fehler `E`")
_NAMED = r"(?:(?:el|la|los|las|un|una|o|a|os|as|um|uma|le|les|l'|une|des|dem|der|den|die|einem|einer|einen)\s*)?" \
         r"(?:(?:error|errores|erro|erros|erreur|erreurs|fehler|fehlermeldung|meldung|mensaje|mensagem|message)\s+)?"
# A verb that brackets what it failed with (German's separable verbs): "brach mit `E` ab", "ist mit `E` abgebrochen",
# and with its subject after it, as German puts it after an adverb: "Danach schlug `x` mit `E` fehl"
_AROUND_RE = re.compile(r"\b(?:(?:brach|bricht)\s+mit\s+" + _NAMED + _QUOTES + r"ab|(?:schlug|schlägt)\s+mit\s+" +
                        _NAMED + _QUOTES + r"fehl|(?:ist|war)\s+mit\s+" + _NAMED + _QUOTES +
                        r"(?:abgebrochen|gescheitert|fehlgeschlagen))\b", re.I)
_SUBJECT_AFTER_RE = re.compile(r"\b(?:brach|bricht|schlug|schlägt)\s+(\x00\d+\x00)\s+mit\s+" + _NAMED + _QUOTES +
                               r"(?:ab|fehl)\b", re.I)
# ... and at the end of a clause that opens on its subject ("während `x` mit `E` scheitert": while `x` failed with E)
_FINAL_RE = re.compile(r"(\x00\d+\x00)\s+mit\s+" + _NAMED + _QUOTES + r"(?:scheitert|scheiterte|fehlschlägt|"
                       r"fehlschlug|abbricht|abbrach|abgebrochen ist|gescheitert ist)\b", re.I)
# The word for "while" that sets two calls side by side ("…, während `x` …", "mientras que", "tandis que", "enquanto")
_WHILE_RE = re.compile(r"(?<![\w\x00])(?:während|mientras(?:\s+que)?|tandis\s+que|alors\s+que|enquanto)(?=\s)", re.I)
# "gab `E` aus" / "gab `E` zurück": printed, returned
_GAVE_RE = re.compile(r"\b(?:gab|gibt)\s+" + _QUOTES + r"(aus|zurück)\b", re.I)
#: What follows German's "lief" / "läuft" when a run went through ("sofort durch", "fehlerfrei"), at a clause's end (not
#: "lief durch bis zum Linker"); core.evidence.outcomes reads it as a word of a run that went well
RAN_THROUGH = (r"(?:(?:jetzt|nun|dann|sofort|direkt|sauber|problemlos|komplett)\s+)*(?:durch|fehlerfrei|ohne\s+Fehler)"
               r"\b(?=\s*(?:[.;!?)]|,?\s*$))")
# "lief `perf record` sofort durch": the subject after the verb, as German puts it after an adverb or a clause; read
# as "`perf record` passed"
_RAN_THROUGH_RE = re.compile(r"\b(?:lief|läuft)\s+(\x00\d+\x00)\s+" + RAN_THROUGH, re.I)
# "meldete `lms status` weiterhin `E`": German's verb before its subject (after an adverb or a clause), then what
# it printed; read as "`lms status` still reported `E`"
_V2_RE = re.compile(r"\b(meldete|meldet|zeigte|zeigt|lieferte|liefert)\s+(\x00\d+\x00)\s+((?:(?:weiterhin|immer\s+noch|"
                    r"noch|wieder|erneut|sofort|nur|dann|jetzt|nun)\s+)*)(?=\x00\d+\x00)", re.I)
_V2_ENGLISH = {"meld": "reported", "zeig": "showed", "lief": "returned"}
# Verbs whose object follows, as in English
_VERBS = (
    (r"scheiterte\s+mit|scheitert\s+mit|falló\s+con|falla\s+con|falhou\s+com|falha\s+com|a\s+échoué\s+avec|"
     r"échoue\s+avec", "failed with"),
    (r"endete\s+mit|terminó\s+con|acabó\s+con|terminou\s+com|s'est\s+terminé\s+(?:avec|par)", "ended with"),
    (r"lieferte|liefert|devolvió|devuelve|retornó|retornou|devolveu|a\s+renvoyé|a\s+retourné|renvoie", "returned"),
    (r"zeigte|zeigt|mostró|muestra|mostrou|mostra|a\s+affiché|affiche", "showed"),
    (r"meldete|meldet|reportó|informó|relatou|a\s+signalé", "reported"),
    (r"imprimió|imprime|imprimiu|a\s+imprimé", "printed"),
    (r"arrojó|lanzó|lançou|warf|a\s+levé", "threw"),
)
# The word that makes what follows it come after an act, the act quoted ("después de `apt-get …`, la segunda ejecución
# mostró …"; one in words, "tras reiniciar", is left: what the sentence says of it next is not read in these
# languages). German's "nach" only right before a command it quotes ("Nach `apt-get install …` lief …"): its nouns are
# capitalised, read as names the later steps must hold ("Nach `"env": […]` in turbo.json: …, grep findet … im Bundle")
_AFTER_RE = re.compile(r"(?<![\w\x00])(?:después\s+del?|luego\s+del?|tras(?:\s+el)?|depois\s+d[oa]s?|depois\s+de|"
                       r"após(?:\s+[oa]s?)?|après(?:\s+(?:le|la|les)|\s*l')?)(?=\s*\x00)", re.I)
_NACH_RE = re.compile(r"(?<![\w\x00])nach(?=\s*\x00(\d+)\x00)", re.I)
_VERB_RE = re.compile(r"(?<![\w\x00])(?:" + "|".join(f"({v})" for v, _ in _VERBS) + r")\s+" + _NAMED + r"(?=\x00)",
                      re.I)


def european_outputs(text: str, command: Callable[[int], bool] = lambda n: False) -> str:
    """The text with each such verb read as its English form (only before a quote: a verb of output says what the
    call printed only when what it printed follows). A command quoted right after a verb of output (`command`: whether
    quote N reads as one) is its subject, German's order after an adverb ("Danach zeigte `zig build` keine Fehler"):
    that verb is left as written, not read as one printing the command."""
    text = _SUBJECT_AFTER_RE.sub(lambda m: f"{m.group(1)} failed with {m.group(2).strip()} ", text)
    text = _AROUND_RE.sub(lambda m: f"failed with {next(g for g in m.groups() if g).strip()} ", text)
    text = _FINAL_RE.sub(lambda m: f"{m.group(1)} failed with {m.group(2).strip()} ", _WHILE_RE.sub("while", text))
    text = _GAVE_RE.sub(lambda m: f"{'printed' if m.group(2).casefold() == 'aus' else 'returned'} "
                                  f"{m.group(1).strip()} ", text)
    text = _V2_RE.sub(lambda m: _v2(m, command), text)
    text = _NACH_RE.sub(lambda m: "after" if command(int(m.group(1))) else m.group(0), text)
    text = _RAN_THROUGH_RE.sub(lambda m: f", {m.group(1)} passed", _AFTER_RE.sub("after", text))
    return _VERB_RE.sub(lambda m: _english(m, command), text)


def _v2(m: re.Match[str], command: Callable[[int], bool]) -> str:
    """"meldete `x` weiterhin `E`" as "`x` still reported `E`", when `x` reads as a command or an adverb stands
    between the two quotes (two things printed are not set apart by "weiterhin")."""
    if not command(int(m.group(2).strip("\x00"))) and not m.group(3).strip():
        return m.group(0)
    still = "still " if re.search(r"weiterhin|noch|wieder|erneut", m.group(3), re.I) else ""
    return f", {m.group(2)} {still}{_V2_ENGLISH[m.group(1).casefold()[:4]]} "


def _english(m: re.Match[str], command: Callable[[int], bool]) -> str:
    verb = next(_VERBS[i][1] for i, g in enumerate(m.groups()) if g)
    subject = re.match(r"\x00(\d+)\x00", m.string[m.end():])
    if subject and command(int(subject.group(1))) and verb in ("showed", "returned", "reported", "printed"):
        return m.group(0)   # (left as written: the quote after it is who did it, not what it printed)
    return f"{verb} "
