package main

// irregular maps an English verb to its irregular past tense and past
// participle, which no suffix rule reaches ("keep" → "kept"). Regular forms
// ("placed", "rigged", "partitioned") are read by rule at run time
// (shared/ats/verbs_lexicon.go). This is English grammar, the same in any
// dictionary; only verbs the sources hold are written out.
// irregularPrefixes are the prefixes after which a verb inflects as its
// root ("troubleshoot" as "shoot").
var irregularPrefixes = []string{"re", "un", "over", "under", "out", "mis", "with", "up", "fore", "trouble", "pre", "co"}

var irregular = map[string][]string{
	"arise": {"arose", "arisen"}, "awake": {"awoke", "awoken"}, "bear": {"bore", "borne"},
	"beat": {"beaten"}, "become": {"became"}, "begin": {"began", "begun"}, "bend": {"bent"},
	"bind": {"bound"}, "bid": {"bid"}, "bite": {"bit", "bitten"}, "bleed": {"bled"}, "blow": {"blew", "blown"},
	"break": {"broke", "broken"}, "breed": {"bred"}, "bring": {"brought"}, "broadcast": {"broadcast"},
	"build": {"built"}, "burn": {"burnt"}, "buy": {"bought"}, "cast": {"cast"}, "catch": {"caught"},
	"choose": {"chose", "chosen"}, "cling": {"clung"}, "come": {"came"}, "cost": {"cost"}, "cut": {"cut"},
	"deal": {"dealt"}, "dig": {"dug"}, "do": {"did", "done"}, "draw": {"drew", "drawn"}, "drink": {"drank", "drunk"},
	"drive": {"drove", "driven"}, "eat": {"ate", "eaten"}, "fall": {"fell", "fallen"}, "feed": {"fed"},
	"feel": {"felt"}, "fight": {"fought"}, "find": {"found"}, "fit": {"fit"}, "flee": {"fled"}, "fly": {"flew", "flown"},
	"forecast": {"forecast"}, "foresee": {"foresaw", "foreseen"}, "forget": {"forgot", "forgotten"},
	"forgive": {"forgave", "forgiven"}, "freeze": {"froze", "frozen"}, "get": {"got", "gotten"},
	"give": {"gave", "given"}, "go": {"went", "gone"}, "grind": {"ground"}, "grow": {"grew", "grown"},
	"hang": {"hung"}, "have": {"had"}, "hear": {"heard"}, "hide": {"hid", "hidden"}, "hit": {"hit"},
	"hold": {"held"}, "hurt": {"hurt"}, "input": {"input"}, "keep": {"kept"}, "know": {"knew", "known"},
	"lay": {"laid"}, "lead": {"led"}, "lean": {"leant"}, "learn": {"learnt"}, "leave": {"left"},
	"lend": {"lent"}, "let": {"let"}, "lie": {"lay", "lain"}, "light": {"lit"}, "lose": {"lost"},
	"make": {"made"}, "mean": {"meant"}, "meet": {"met"}, "mislead": {"misled"}, "mow": {"mown"},
	"output": {"output"}, "overcome": {"overcame"}, "oversee": {"oversaw", "overseen"}, "overtake": {"overtook", "overtaken"},
	"pay": {"paid"}, "prove": {"proven"}, "put": {"put"}, "quit": {"quit"}, "read": {"read"},
	"rebuild": {"rebuilt"}, "redo": {"redid", "redone"}, "remake": {"remade"}, "rend": {"rent"},
	"repay": {"repaid"}, "rerun": {"reran"}, "reset": {"reset"}, "retake": {"retook", "retaken"},
	"rethink": {"rethought"}, "rewrite": {"rewrote", "rewritten"}, "rid": {"rid"}, "ride": {"rode", "ridden"},
	"ring": {"rang", "rung"}, "rise": {"rose", "risen"}, "run": {"ran"}, "saw": {"sawn"}, "say": {"said"},
	"see": {"saw", "seen"}, "seek": {"sought"}, "sell": {"sold"}, "send": {"sent"}, "set": {"set"},
	"sew": {"sewn"}, "shake": {"shook", "shaken"}, "shear": {"shorn"}, "shed": {"shed"}, "shine": {"shone"},
	"shoot": {"shot"}, "show": {"shown"}, "shrink": {"shrank", "shrunk"}, "shut": {"shut"}, "sing": {"sang", "sung"},
	"sink": {"sank", "sunk"}, "sit": {"sat"}, "sleep": {"slept"}, "slide": {"slid"}, "sling": {"slung"},
	"slit": {"slit"}, "sow": {"sown"}, "speak": {"spoke", "spoken"}, "speed": {"sped"}, "spend": {"spent"},
	"spin": {"spun"}, "split": {"split"}, "spread": {"spread"}, "spring": {"sprang", "sprung"},
	"stand": {"stood"}, "steal": {"stole", "stolen"}, "stick": {"stuck"}, "sting": {"stung"},
	"strike": {"struck"}, "string": {"strung"}, "strive": {"strove", "striven"}, "swear": {"swore", "sworn"},
	"sweep": {"swept"}, "swim": {"swam", "swum"}, "swing": {"swung"}, "take": {"took", "taken"},
	"teach": {"taught"}, "tear": {"tore", "torn"}, "tell": {"told"}, "think": {"thought"},
	"throw": {"threw", "thrown"}, "thrust": {"thrust"}, "tread": {"trod", "trodden"},
	"undergo": {"underwent", "undergone"}, "understand": {"understood"}, "undertake": {"undertook", "undertaken"},
	"underwrite": {"underwrote", "underwritten"}, "undo": {"undid", "undone"}, "uphold": {"upheld"},
	"upset": {"upset"}, "wake": {"woke", "woken"}, "wear": {"wore", "worn"}, "weave": {"wove", "woven"},
	"weep": {"wept"}, "wind": {"wound"}, "withdraw": {"withdrew", "withdrawn"}, "withhold": {"withheld"},
	"withstand": {"withstood"}, "wring": {"wrung"}, "write": {"wrote", "written"},
}
