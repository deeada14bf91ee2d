// SPDX-License-Identifier: GPL-3.0-or-later
// The armies' spells: every spell of every list as the converter makes it from the wm-selector lists,
// pinned one row a spell, and the form spells take in wmassist's files.

#include "core/armies/armylists.h"
#include "core/conversion/wmselectorconverter.h"
#include "core/conversion/wmselectorspells.h"
#include "core/json/spelljson.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QTest>

#include <functional>

using namespace wm;

using JsonChange = std::function<void(QJsonObject &)>;
Q_DECLARE_METATYPE(JsonChange)
Q_DECLARE_METATYPE(std::optional<wm::SpellReach>)

namespace {

QString wmSelectorFolder()
{
    return QStringLiteral(WMASSIST_SOURCE_DIR "/../shared/data/wm-selector");
}

const ArmyLists &builtInLists()
{
    static const ArmyLists lists = ArmyLists::builtIn().value();
    return lists;
}

std::optional<RulesetId> rulesetOf(const QString &key)
{
    return enumFromKey<RulesetId>(key);
}

// Each list of the wm-selector folder with spells: its ruleset, its key and the spells' entries.
struct SourceList
{
    RulesetId ruleset;
    QString key;
    QJsonArray spells;
};

QList<SourceList> sourceLists()
{
    QList<SourceList> lists;
    for (RulesetId ruleset : {RulesetId::Warmaster, RulesetId::Revolution}) {
        const QDir dir(QDir(wmSelectorFolder()).filePath(WmSelectorConverter::sourceFolder(ruleset)));
        for (const QString &file : dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
            QFile f(dir.filePath(file));
            if (!f.open(QIODevice::ReadOnly))
                continue;
            const QJsonObject o = QJsonDocument::fromJson(f.readAll()).object();
            lists.append({ruleset, QFileInfo(file).completeBaseName(), o.value(QStringLiteral("spells")).toArray()});
        }
    }
    return lists;
}

// A short word for each duration, to keep the rows below on one line.
QString shortDuration(SpellDuration lasts)
{
    switch (lasts) {
    case SpellDuration::NextCombatPhase:
        return QStringLiteral("combat");
    case SpellDuration::EndOfOpponentsNextTurn:
        return QStringLiteral("opp-turn");
    case SpellDuration::StartOfCastersNextTurn:
        return QStringLiteral("own-turn");
    case SpellDuration::UntilTargetMoves:
        return QStringLiteral("moves");
    }
    return {};
}

// What a spell does, compactly: "unengaged; sight; attacks 3 no-armour drives-back carried",
// "half-pace/opp-turn; treats-enemies-as-terrifying-1/opp-turn", "players" when the players do a part.
QString pin(const Spell &spell)
{
    QStringList parts;
    if (spell.engagement != SpellEngagement::Any)
        parts.append(enumKey(spell.engagement));
    if (spell.needsSight)
        parts.append(QStringLiteral("sight"));
    if (!spell.targetTypes.isEmpty()) {
        QStringList types;
        for (UnitType type : spell.targetTypes)
            types.append(enumKey(type));
        parts.append(QStringLiteral("only ") + types.join(QLatin1Char(',')));
    }
    if (spell.aura)
        parts.append(QStringLiteral("aura"));
    if (spell.attacks) {
        QString a = QStringLiteral("attacks %1").arg(spell.attacks->attacks);
        if (spell.attacks->rolledD3)
            a += QStringLiteral(" d3");
        if (spell.attacks->ignoresArmour)
            a += QStringLiteral(" no-armour");
        if (spell.attacks->drivesBack)
            a += QStringLiteral(" drives-back");
        if (spell.attacks->carriedIntoCombat)
            a += QStringLiteral(" carried");
        parts.append(a);
    }
    if (spell.driveBack)
        parts.append(QStringLiteral("drive-back %1x%2").arg(spell.driveBack->dice).arg(spell.driveBack->cmPerPip));
    if (spell.movesAsOrdered)
        parts.append(QStringLiteral("moves"));
    for (const SpellStateEffect &s : spell.states) {
        const QString value =
            s.value == 0 ? QString() : (s.value > 0 ? QStringLiteral("+%1") : QStringLiteral("%1")).arg(s.value);
        parts.append(enumKey(s.state) + value + QLatin1Char('/') + shortDuration(s.lasts));
    }
    if (spell.secondSpell)
        parts.append(QStringLiteral("second-spell"));
    if (spell.regainsStand)
        parts.append(QStringLiteral("regains-stand"));
    if (spell.rollSlaysStand)
        parts.append(QStringLiteral("roll-slays-stand"));
    if (!spell.playersApply.isEmpty())
        parts.append(QStringLiteral("players"));
    return parts.join(QStringLiteral("; "));
}

// A spell with every field away from its default, for the file tests.
Spell sampleSpell()
{
    Spell spell;
    spell.name = QStringLiteral("Storm of Everything");
    spell.summary = QStringLiteral("Every part a spell can have.");
    spell.castRoll = 5;
    spell.rangeCm = 30;
    spell.target = SpellTarget::EnemiesInRange;
    spell.engagement = SpellEngagement::Unengaged;
    spell.needsSight = true;
    spell.targetTypes = {UnitType::Cavalry, UnitType::Monster};
    spell.aura = true;
    spell.attacks = SpellAttacks{
        .attacks = 3, .ignoresArmour = true, .drivesBack = false, .carriedIntoCombat = false, .rolledD3 = true};
    spell.driveBack = SpellDriveBack{.dice = 2, .cmPerPip = 5};
    spell.movesAsOrdered = true;
    spell.states = {{SpellState::OrderPenalty, -1, SpellDuration::EndOfOpponentsNextTurn},
                    {SpellState::MagicSave, 5, SpellDuration::StartOfCastersNextTurn},
                    {SpellState::CausesTerror, 0, SpellDuration::NextCombatPhase},
                    {SpellState::AtLeastDefended, 0, SpellDuration::UntilTargetMoves}};
    spell.secondSpell = true;
    spell.regainsStand = true;
    spell.rollSlaysStand = true;
    spell.playersApply = QStringLiteral("The players do the rest.");
    return spell;
}

QJsonObject sampleSpellJson()
{
    return SpellJson::write(sampleSpell());
}

Result<Spell> readSpell(const QJsonObject &o)
{
    const JsonReader r(QStringLiteral("list.json"));
    return r.read<Spell>([&] { return SpellJson::read(r, o, QStringLiteral("spells[0]")); });
}

void setState(QJsonObject &o, int index, const QString &key, const QJsonValue &value)
{
    QJsonArray states = o.value(QStringLiteral("states")).toArray();
    QJsonObject state = states.at(index).toObject();
    state.insert(key, value);
    states[index] = state;
    o.insert(QStringLiteral("states"), states);
}

} // namespace

class TestSpellLists : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everySpellOfEveryList_data();
    void everySpellOfEveryList();
    void everySpellIsClassified();
    void everyNoteIsUsed();
    void sameNameDiffersWhereTheTextsDo();
    void converterReportsUnclassifiedSpells();
    void rangesParse_data();
    void rangesParse();
    void spellJsonRoundTrip();
    void shippedSpellsRoundTrip();
    void badSpellJson_data();
    void badSpellJson();
    void keysAreStable();
};

void TestSpellLists::everySpellOfEveryList_data()
{
    QTest::addColumn<QString>("ruleset");
    QTest::addColumn<QString>("army");
    QTest::addColumn<QString>("spell");
    QTest::addColumn<int>("castRoll");
    QTest::addColumn<int>("rangeCm"); // 0: no range
    QTest::addColumn<QString>("target");
    QTest::addColumn<QString>("effect");

    const auto row = [](const char *ruleset, const char *army, const char *spell, int castRoll, int rangeCm,
                        const char *target, const char *effect) {
        QTest::addRow("%s/%s/%s", ruleset, army, spell)
            << QString::fromLatin1(ruleset) << QString::fromLatin1(army) << QString::fromUtf8(spell) << castRoll
            << rangeCm << QString::fromLatin1(target) << QString::fromLatin1(effect);
    };
    // One row a spell of every list, in the lists' order: 144 in 36 of the 39 lists (the Dwarfs of
    // both rulesets and Nippon have none).
    row("warmaster", "araby", "Sand Storm", 4, 30, "enemies-in-range", "aura; order-penalty-1/opp-turn");
    row("warmaster", "araby", "Mirage", 4, 60, "place-in-range", "players");
    row("warmaster", "araby", "Sunstrike", 5, 30, "units-under-line", "attacks 3 drives-back carried");
    row("warmaster", "araby", "Curse of the Djinn", 6, 30, "enemy-unit", "re-roll-successful-saves/combat; players");
    row("warmaster", "bretonnian", "Aerial Shield", 4, 15, "friends-in-range",
        "aura; re-roll-failed-shooting-saves/opp-turn");
    row("warmaster", "bretonnian", "Shield of Combat", 4, 0, "joined-unit", "re-roll-failed-combat-saves/opp-turn");
    row("warmaster", "bretonnian", "Eerie Mist", 4, 30, "enemy-unit",
        "no-initiative/opp-turn; order-penalty-1/opp-turn");
    row("warmaster", "bretonnian", "Lady's Favour", 5, 30, "friendly-unit", "unengaged; moves");
    row("warmaster", "chaos", "Boon of Chaos", 4, 0, "joined-unit", "engaged; attack-bonus-per-stand+1/combat");
    row("warmaster", "chaos", "Anger of the Gods", 4, 30, "enemies-in-range", "aura; order-penalty-1/opp-turn");
    row("warmaster", "chaos", "Rage of Chaos", 5, 30, "friendly-unit", "engaged; players");
    row("warmaster", "chaos", "Curse of Chaos", 5, 30, "enemy-unit",
        "unengaged; sight; attacks 3 no-armour drives-back carried");
    row("warmaster", "daemon", "Summon Daemons", 4, 60, "friendly-unit", "regains-stand");
    row("warmaster", "daemon", "Daemonic Rage", 5, 30, "friends-in-range", "attack-bonus-per-unit+1/combat");
    row("warmaster", "daemon", "Sorcerous Blast", 5, 30, "enemy-unit",
        "unengaged; sight; attacks 3 no-armour drives-back carried");
    row("warmaster", "daemon", "Frenzy of Chaos", 6, 30, "friendly-unit", "engaged; re-roll-failed-attacks/combat");
    row("warmaster", "dark-elf", "Doom Bolt", 5, 30, "units-under-line", "attacks 3 drives-back carried");
    row("warmaster", "dark-elf", "Black Horror", 6, 50, "enemy-unit", "unengaged; sight; attacks 4 no-armour carried");
    row("warmaster", "dark-elf", "Dominion", 4, 60, "enemy-unit",
        "cannot-charge/opp-turn; no-pursuit-or-advance/opp-turn");
    row("warmaster", "dark-elf", "Soul Stealer", 5, 0, "enemy-touching-joined-unit",
        "engaged; attacks 3 no-armour carried");
    row("warmaster", "empire", "Ball of Flame", 5, 30, "units-under-line", "attacks 3 drives-back carried");
    row("warmaster", "empire", "Voice of Command", 5, 30, "friendly-unit", "unengaged; moves");
    row("warmaster", "empire", "Weird Enchantment", 4, 30, "enemy-unit",
        "half-pace/opp-turn; treats-enemies-as-terrifying-1/opp-turn; causes-no-terror/opp-turn; players");
    row("warmaster", "empire", "Teleport", 2, 0, "wizard", "second-spell; players");
    row("warmaster", "high-elf", "Storm of Stone", 6, 30, "enemies-in-range", "attacks 3 d3 carried");
    row("warmaster", "high-elf", "Light of Battle", 5, 30, "friends-in-range",
        "attack-bonus-per-unit-and-character+1/combat");
    row("warmaster", "high-elf", "Heaven's Fire", 4, 30, "friendly-unit",
        "unengaged; only infantry,cavalry; shoots-twice-1/combat");
    row("warmaster", "high-elf", "Hail of Destruction", 5, 30, "enemy-unit",
        "unengaged; sight; attacks 3 no-armour drives-back carried");
    row("warmaster", "kislev", "Icy Blast", 5, 30, "enemy-unit",
        "unengaged; sight; attacks 3 no-armour drives-back carried");
    row("warmaster", "kislev", "Chill", 4, 30, "enemy-unit", "engaged; attack-bonus-per-stand-1/combat");
    row("warmaster", "kislev", "Monster Bear!", 5, 0, "joined-unit",
        "engaged; causes-terror/combat; attack-bonus-per-unit+2/combat");
    row("warmaster", "kislev", "Freeze", 6, 60, "enemy-unit", "unengaged; roll-slays-stand");
    row("warmaster", "lizardmen", "Gaze of Sotek", 5, 30, "enemy-unit",
        "unengaged; sight; attacks 3 no-armour drives-back carried");
    row("warmaster", "lizardmen", "Mazdamundi's Revenge", 4, 60, "enemy-unit",
        "cannot-charge/opp-turn; no-pursuit-or-advance/opp-turn");
    row("warmaster", "lizardmen", "Wings in the Jungle", 5, 0, "joined-unit", "unengaged; moves");
    row("warmaster", "lizardmen", "Shield of the Old Ones", 5, 30, "friendly-unit",
        "engaged; armour-one-better+4/combat");
    row("warmaster", "orc", "Foot of Gork", 6, 50, "enemy-unit", "unengaged; attacks 6 carried");
    row("warmaster", "orc", "Gotcha!", 5, 30, "units-under-line", "attacks 3 drives-back carried");
    row("warmaster", "orc", "Gerroff!!!", 5, 60, "enemy-unit", "unengaged; drive-back 1x5");
    row("warmaster", "orc", "Waaagh!", 4, 30, "friendly-unit", "engaged; attack-bonus-per-stand+1/combat; players");
    row("warmaster", "skaven", "Skitterleap", 2, 0, "wizard", "second-spell; players");
    row("warmaster", "skaven", "Warp Lightning", 5, 30, "enemy-unit",
        "unengaged; sight; attacks 3 no-armour drives-back carried");
    row("warmaster", "skaven", "Death Frenzy", 5, 30, "friendly-unit", "engaged; players");
    row("warmaster", "skaven", "Plague", 6, 30, "enemy-unit", "unengaged; attacks 6 carried");
    row("warmaster", "undead-tomb-kings", "Raise Dead", 5, 30, "engagement", "players");
    row("warmaster", "undead-tomb-kings", "Touch of Death", 4, 0, "enemy-touching-joined-unit",
        "engaged; attacks 3 carried");
    row("warmaster", "undead-tomb-kings", "Doom and Despair", 4, 60, "enemy-unit",
        "cannot-charge/opp-turn; no-pursuit-or-advance/opp-turn");
    row("warmaster", "undead-tomb-kings", "Death Bolt", 5, 30, "enemy-unit",
        "unengaged; sight; attacks 3 no-armour drives-back carried");
    row("warmaster", "vampire-counts", "Raise Dead", 5, 30, "engagement", "players");
    row("warmaster", "vampire-counts", "Vanhel's Danse Macabre", 5, 40, "friendly-unit", "unengaged; moves; players");
    row("warmaster", "vampire-counts", "Death Bolt", 5, 30, "enemy-unit",
        "unengaged; sight; attacks 3 no-armour drives-back carried");
    row("warmaster", "vampire-counts", "Curse of Years", 6, 0, "enemy-touching-joined-unit",
        "engaged; attacks 6 carried");
    row("revolution", "albion", "Downpour", 4, 30, "enemies-in-range", "aura; order-penalty-1/own-turn");
    row("revolution", "albion", "Storm of Hail", 5, 30, "enemy-unit",
        "unengaged; sight; attacks 3 no-armour drives-back carried");
    row("revolution", "albion", "Mists of Albion", 5, 30, "friendly-unit",
        "only infantry; at-least-defended/own-turn; players");
    row("revolution", "albion", "Summon Fenbeast", 6, 30, "place-in-range", "players");
    row("revolution", "araby", "Sand Storm", 4, 30, "enemies-in-range", "aura; order-penalty-1/opp-turn");
    row("revolution", "araby", "Mirage", 4, 60, "place-in-range", "players");
    row("revolution", "araby", "Sunstrike", 5, 30, "units-under-line", "attacks 3 drives-back carried");
    row("revolution", "araby", "Curse of the Djinn", 6, 30, "enemy-unit", "re-roll-successful-saves/combat; players");
    row("revolution", "beastmen", "Traitor Kin", 4, 30, "enemy-unit",
        "only cavalry,chariot,monster; no-initiative/opp-turn; order-penalty-1/opp-turn");
    row("revolution", "beastmen", "Hunting for Gore!", 5, 30, "friendly-unit",
        "unengaged; only infantry,cavalry; moves");
    row("revolution", "beastmen", "Chaos Bolt", 5, 30, "enemy-unit",
        "unengaged; sight; attacks 3 no-armour drives-back carried");
    row("revolution", "beastmen", "Power of Herd", 6, 30, "friends-in-range",
        "engaged; attack-bonus-per-stand+1/combat; players");
    row("revolution", "bretonnia", "Shield of Combat", 4, 0, "joined-unit", "re-roll-failed-combat-saves/opp-turn");
    row("revolution", "bretonnia", "Eerie Mist", 4, 30, "enemy-unit",
        "no-initiative/opp-turn; order-penalty-1/opp-turn");
    row("revolution", "bretonnia", "Aerial Shield", 5, 30, "friendly-unit", "shot-at-penalty-1/own-turn; players");
    row("revolution", "bretonnia", "Lady's Favour", 5, 30, "friendly-unit", "unengaged; moves; players");
    row("revolution", "cathay", "Glory of Cathay", 4, 30, "friendly-unit",
        "unengaged; only infantry,chariot; shoots-twice-1/combat");
    row("revolution", "cathay", "Lion Dogs Attack", 4, 30, "enemy-unit",
        "cannot-charge/opp-turn; no-pursuit-or-advance/opp-turn");
    row("revolution", "cathay", "Ferocity of Tigers", 5, 30, "friendly-unit",
        "engaged; attack-bonus-per-stand+1/combat; ignores-terror/combat");
    row("revolution", "cathay", "Tranquility of Heaven", 5, 15, "friends-in-range", "aura; ignores-terror/opp-turn");
    row("revolution", "chaos-dwarfs", "Flaming Hand", 4, 0, "enemy-touching-joined-unit", "engaged; attacks 3 carried");
    row("revolution", "chaos-dwarfs", "Volcanic Eruption", 6, 30, "enemies-in-range", "attacks 3 carried");
    row("revolution", "chaos-dwarfs", "Word of Fear", 4, 30, "friendly-unit", "causes-terror/combat");
    row("revolution", "chaos-dwarfs", "Meteor Storm", 5, 30, "units-under-line", "attacks 3 drives-back carried");
    row("revolution", "chaos", "Boon of Chaos", 4, 0, "joined-unit", "engaged; attack-bonus-per-stand+1/combat");
    row("revolution", "chaos", "Anger of the Gods", 4, 30, "enemies-in-range", "aura; order-penalty-1/opp-turn");
    row("revolution", "chaos", "Rage of Chaos", 5, 30, "friendly-unit", "engaged; players");
    row("revolution", "chaos", "Curse of Chaos", 5, 30, "enemy-unit",
        "unengaged; sight; attacks 3 no-armour drives-back carried");
    row("revolution", "daemons", "Summon Daemons", 4, 60, "friendly-unit", "regains-stand");
    row("revolution", "daemons", "Daemonic Rage", 5, 30, "friends-in-range", "attack-bonus-per-unit+1/combat");
    row("revolution", "daemons", "Sorcerous Blast", 5, 30, "enemy-unit",
        "unengaged; sight; attacks 3 no-armour drives-back carried");
    row("revolution", "daemons", "Frenzy of Chaos", 6, 30, "friendly-unit", "engaged; re-roll-failed-attacks/combat");
    row("revolution", "dark-elves", "Doom Bolt", 5, 30, "units-under-line", "attacks 3 drives-back carried");
    row("revolution", "dark-elves", "Black Horror", 6, 50, "enemy-unit",
        "unengaged; sight; attacks 4 no-armour carried");
    row("revolution", "dark-elves", "Dominion", 4, 60, "enemy-unit",
        "cannot-charge/opp-turn; no-pursuit-or-advance/opp-turn");
    row("revolution", "dark-elves", "Soul Stealer", 5, 0, "enemy-touching-joined-unit",
        "engaged; attacks 3 no-armour carried");
    row("revolution", "dogs-of-war", "Ball of Flame", 5, 30, "units-under-line", "attacks 3 drives-back carried");
    row("revolution", "dogs-of-war", "Voice of Command", 5, 30, "friendly-unit", "unengaged; moves; players");
    row("revolution", "dogs-of-war", "Weird Enchantment", 4, 30, "enemy-unit",
        "half-pace/opp-turn; treats-enemies-as-terrifying-1/opp-turn; causes-no-terror/opp-turn; players");
    row("revolution", "dogs-of-war", "Teleport", 2, 0, "wizard", "second-spell; players");
    row("revolution", "empire", "Ball of Flame", 5, 30, "units-under-line", "attacks 3 drives-back carried");
    row("revolution", "empire", "Voice of Command", 5, 30, "friendly-unit", "unengaged; moves; players");
    row("revolution", "empire", "Weird Enchantment", 4, 30, "enemy-unit",
        "half-pace/opp-turn; treats-enemies-as-terrifying-1/opp-turn; causes-no-terror/opp-turn; players");
    row("revolution", "empire", "Teleport", 2, 0, "wizard", "second-spell; players");
    row("revolution", "goblin", "Mork Save Uz!", 5, 30, "friendly-unit", "magic-save+5/own-turn");
    row("revolution", "goblin", "Gerroff!!!", 5, 60, "enemy-unit", "unengaged; drive-back 1x5");
    row("revolution", "goblin", "Brain Busta", 5, 30, "enemy-unit",
        "unengaged; sight; attacks 3 no-armour drives-back carried");
    row("revolution", "goblin", "Waaagh!", 4, 30, "friendly-unit", "engaged; attack-bonus-per-stand+1/combat; players");
    row("revolution", "high-elves", "Storm of Stone", 6, 30, "enemies-in-range", "attacks 3 carried");
    row("revolution", "high-elves", "Light of Battle", 5, 30, "friends-in-range",
        "attack-bonus-per-unit-and-character+1/combat");
    row("revolution", "high-elves", "Heaven's Fire", 4, 30, "friendly-unit",
        "unengaged; only infantry,cavalry; shoots-twice-1/combat");
    row("revolution", "high-elves", "Hail of Destruction", 5, 30, "enemy-unit",
        "unengaged; sight; attacks 3 no-armour drives-back carried");
    row("revolution", "kislev", "Monster Bear!", 5, 0, "joined-unit",
        "engaged; causes-terror/combat; attack-bonus-per-unit+2/combat");
    row("revolution", "kislev", "Icy Blast", 5, 30, "enemy-unit",
        "unengaged; sight; attacks 3 no-armour drives-back carried");
    row("revolution", "kislev", "Chill", 4, 30, "enemy-unit", "engaged; attack-bonus-per-stand-1/combat");
    row("revolution", "kislev", "Freeze", 6, 60, "enemy-unit", "unengaged; roll-slays-stand");
    row("revolution", "lizardmen", "Gaze of Sotek", 5, 30, "enemy-unit",
        "unengaged; sight; attacks 3 no-armour drives-back carried");
    row("revolution", "lizardmen", "Mazdamundi's Revenge", 4, 60, "enemy-unit",
        "cannot-charge/opp-turn; no-pursuit-or-advance/opp-turn");
    row("revolution", "lizardmen", "Wings in the Jungle", 5, 0, "joined-unit", "unengaged; moves; players");
    row("revolution", "lizardmen", "Shield of the Old Ones", 5, 30, "friendly-unit",
        "engaged; armour-one-better+4/combat");
    row("revolution", "norse", "Aspect of Wulfen", 4, 30, "friendly-unit", "causes-terror/combat");
    row("revolution", "norse", "Thunder of Fo'Wor", 5, 30, "units-under-line", "attacks 3 drives-back carried");
    row("revolution", "norse", "Eye of the Raven", 5, 0, "wizard", "players");
    row("revolution", "norse", "Spite of Low'Key", 5, 30, "enemies-in-range",
        "only hero,wizard; aura; blunders-on-doubles/opp-turn");
    row("revolution", "ogre-kingdoms", "Tooth Cracker", 3, 30, "friendly-unit",
        "no-drive-back/own-turn; never-confused/own-turn");
    row("revolution", "ogre-kingdoms", "Bone Cruncher", 5, 30, "enemy-unit",
        "unengaged; sight; attacks 3 no-armour drives-back carried");
    row("revolution", "ogre-kingdoms", "Bull Gorger", 4, 0, "joined-unit", "attack-bonus-per-stand+1/combat");
    row("revolution", "ogre-kingdoms", "Troll Guts", 5, 30, "friendly-unit", "engaged; hits-bonus-per-stand+1/combat");
    row("revolution", "orcs", "Foot of Gork", 6, 50, "enemy-unit", "unengaged; attacks 6 carried");
    row("revolution", "orcs", "Gotcha!", 5, 30, "units-under-line", "attacks 3 drives-back carried");
    row("revolution", "orcs", "Gerroff!!!", 5, 60, "enemy-unit", "unengaged; drive-back 1x5");
    row("revolution", "orcs", "Waaagh!", 4, 30, "friendly-unit", "engaged; attack-bonus-per-stand+1/combat; players");
    row("revolution", "skaven", "Wither", 4, 30, "enemy-unit", "engaged; attack-bonus-per-stand-1/combat");
    row("revolution", "skaven", "Warp Lightning", 5, 30, "enemy-unit",
        "unengaged; sight; attacks 3 no-armour drives-back carried");
    row("revolution", "skaven", "Death Frenzy", 5, 30, "friendly-unit", "engaged; players");
    row("revolution", "skaven", "Plague", 6, 30, "enemy-unit", "unengaged; attacks 6 carried");
    row("revolution", "tomb-kings", "Raise Dead", 5, 30, "engagement", "players");
    row("revolution", "tomb-kings", "Touch of Death", 4, 0, "enemy-touching-joined-unit", "engaged; attacks 3 carried");
    row("revolution", "tomb-kings", "Doom and Despair", 4, 60, "enemy-unit",
        "cannot-charge/opp-turn; no-pursuit-or-advance/opp-turn");
    row("revolution", "tomb-kings", "Death Bolt", 5, 30, "enemy-unit",
        "unengaged; sight; attacks 3 no-armour drives-back carried");
    row("revolution", "vampire-counts", "Raise Dead", 5, 30, "engagement", "players");
    row("revolution", "vampire-counts", "Vanhel's Danse Macabre", 5, 40, "friendly-unit", "unengaged; moves; players");
    row("revolution", "vampire-counts", "Death Bolt", 5, 30, "enemy-unit",
        "unengaged; sight; attacks 3 no-armour drives-back carried");
    row("revolution", "vampire-counts", "Curse of Years", 6, 0, "enemy-touching-joined-unit",
        "engaged; attacks 6 carried");
    row("revolution", "witch-hunter", "Sanctuary", 5, 0, "joined-unit", "counts-defended/moves; players");
    row("revolution", "witch-hunter", "Doctrine of Sigmar", 5, 30, "friendly-unit", "unengaged; moves");
    row("revolution", "witch-hunter", "Holy Fervour", 5, 0, "joined-unit", "attack-bonus-per-stand+1/combat");
    row("revolution", "witch-hunter", "Divine Curse", 4, 30, "enemy-unit",
        "half-pace/opp-turn; treats-enemies-as-terrifying-1/opp-turn; causes-no-terror/opp-turn");
    row("revolution", "wood-elves", "Tree Singing", 5, 30, "friendly-unit",
        "unengaged; only infantry; at-least-defended/own-turn; players");
    row("revolution", "wood-elves", "Twilight Host", 5, 30, "friendly-unit", "causes-terror/own-turn");
    row("revolution", "wood-elves", "Call of the Hunt", 5, 30, "friendly-unit", "unengaged; players");
    row("revolution", "wood-elves", "Fury of the Forest", 6, 60, "enemies-in-range", "attacks 3 carried; players");
}

void TestSpellLists::everySpellOfEveryList()
{
    QFETCH(QString, ruleset);
    QFETCH(QString, army);
    QFETCH(QString, spell);
    QFETCH(int, castRoll);
    QFETCH(int, rangeCm);
    QFETCH(QString, target);
    QFETCH(QString, effect);

    const std::optional<RulesetId> id = rulesetOf(ruleset);
    QVERIFY(id);
    const ArmyList *list = builtInLists().find(*id, army);
    QVERIFY(list);
    const Spell *s = list->spell(spell);
    QVERIFY2(s, qPrintable(spell + QLatin1String(" is not in the list")));
    QCOMPARE(s->castRoll, castRoll);
    QCOMPARE(s->rangeCm.value_or(0), rangeCm);
    QCOMPARE(QString(enumKey(s->target)), target);
    QCOMPARE(pin(*s), effect);
    QVERIFY(s->validate().isEmpty());
    QVERIFY(!s->summary.isEmpty());
}

void TestSpellLists::everySpellIsClassified()
{
    if (!QDir(wmSelectorFolder()).exists())
        QSKIP("The wm-selector data is not next to the project.");
    // Every spell of the source is in its list, in the source's order, and every list's spells are
    // valid: each does something wmassist applies or says what the players do.
    int spells = 0;
    int listsWithSpells = 0;
    for (const SourceList &source : sourceLists()) {
        const ArmyList *list = builtInLists().find(source.ruleset, source.key);
        QVERIFY2(list, qPrintable(source.key));
        QCOMPARE(list->spells.size(), source.spells.size());
        listsWithSpells += source.spells.isEmpty() ? 0 : 1;
        for (qsizetype i = 0; i < source.spells.size(); ++i) {
            ++spells;
            const QString name = source.spells.at(i).toObject().value(QStringLiteral("name")).toString();
            const Spell &spell = list->spells.at(i);
            const QString where = enumKey(source.ruleset) + QLatin1Char('/') + source.key + QLatin1Char(' ') + name;
            QCOMPARE(spell.name, name);
            const QList<Error> errors = spell.validate();
            QVERIFY2(errors.isEmpty(),
                     qPrintable(where + QLatin1String(": ") + (errors.isEmpty() ? QString() : errors.first().message)));
            QVERIFY2(!spell.summary.isEmpty(), qPrintable(where));
            QVERIFY2(!SpellText::effects(spell).isEmpty() || !spell.fullyApplied(), qPrintable(where));
        }
    }
    QCOMPARE(spells, 144);
    QCOMPARE(listsWithSpells, 36);

    // And the converter reports nothing about them: no spell without a note, no range it cannot read.
    WmSelectorConverter converter;
    QVERIFY(converter.convertFolder(wmSelectorFolder()).ok());
    for (const ConversionIssue &issue : converter.issues())
        QVERIFY2(!issue.field.startsWith(QLatin1String("spells")), qPrintable(issue.toString()));
}

void TestSpellLists::everyNoteIsUsed()
{
    if (!QDir(wmSelectorFolder()).exists())
        QSKIP("The wm-selector data is not next to the project.");
    // A note no spell of the source finds is a sign the source renamed a spell.
    QSet<const SpellNote *> used;
    for (const SourceList &source : sourceLists()) {
        for (const QJsonValue entry : source.spells) {
            const QString name = entry.toObject().value(QStringLiteral("name")).toString();
            used.insert(WmSelectorSpells::find(enumKey(source.ruleset), source.key, name));
        }
    }
    for (const SpellNote *note : WmSelectorSpells::all())
        QVERIFY2(used.contains(note),
                 qPrintable(QString::fromLatin1(note->scope) + QLatin1Char(' ') + QString::fromUtf8(note->spell)));
}

void TestSpellLists::sameNameDiffersWhereTheTextsDo()
{
    const auto spell = [](RulesetId ruleset, const char *army, const char *name) {
        const Spell *s = builtInLists().find(ruleset, QString::fromLatin1(army))->spell(QString::fromUtf8(name));
        Q_ASSERT(s);
        return *s;
    };
    // Aerial Shield: re-rolls for every unit near the Enchantress in Warmaster, -1 to hit her target in
    // Revolution.
    const Spell classicShield = spell(RulesetId::Warmaster, "bretonnian", "Aerial Shield");
    const Spell revolutionShield = spell(RulesetId::Revolution, "bretonnia", "Aerial Shield");
    QCOMPARE(classicShield.castRoll, 4);
    QCOMPARE(classicShield.rangeCm, std::optional(15));
    QCOMPARE(revolutionShield.castRoll, 5);
    QCOMPARE(revolutionShield.rangeCm, std::optional(30));
    QCOMPARE(classicShield.states.first().state, SpellState::ReRollFailedShootingSaves);
    QCOMPARE(revolutionShield.states.first().state, SpellState::ShotAtPenalty);

    // Voice of Command: no supporting charge in Revolution only.
    QVERIFY(spell(RulesetId::Warmaster, "empire", "Voice of Command").fullyApplied());
    QVERIFY(!spell(RulesetId::Revolution, "empire", "Voice of Command").fullyApplied());
    QVERIFY(spell(RulesetId::Revolution, "empire", "Voice of Command").movesAsOrdered);

    // Storm of Stone: D3 attacks each in Warmaster, 3 in Revolution.
    QVERIFY(spell(RulesetId::Warmaster, "high-elf", "Storm of Stone").attacks->rolledD3);
    QVERIFY(!spell(RulesetId::Revolution, "high-elves", "Storm of Stone").attacks->rolledD3);

    // Raise Dead: the Revolution Tomb Kings place stand by stand and leave out the break point too.
    QVERIFY(spell(RulesetId::Revolution, "tomb-kings", "Raise Dead").playersApply !=
            spell(RulesetId::Revolution, "vampire-counts", "Raise Dead").playersApply);
    QCOMPARE(spell(RulesetId::Warmaster, "undead-tomb-kings", "Raise Dead").playersApply,
             spell(RulesetId::Revolution, "vampire-counts", "Raise Dead").playersApply);

    // Waaagh!: the Goblins' own greenskins.
    QVERIFY(spell(RulesetId::Revolution, "goblin", "Waaagh!").playersApply !=
            spell(RulesetId::Revolution, "orcs", "Waaagh!").playersApply);
}

void TestSpellLists::converterReportsUnclassifiedSpells()
{
    const QByteArray source = R"({
        "name": "Test", "version": "Warmaster Revolution", "group": 0, "order": 0, "magic": true,
        "units": {"Spearmen": {"order": 0, "type": "Infantry", "attack": 3, "hits": 3, "armour": "6+", "size": 3,
                               "points": 45}},
        "spells": [
            {"name": "Ball of Flame", "roll": 5, "range": "30cm", "text": ["Burns."]},
            {"name": "Made-up Spell", "roll": 4, "range": "30cm", "text": ["Does things."]},
            {"name": "Gotcha!", "roll": 9, "range": "30cm", "text": []},
            {"name": "Touch of Death", "roll": 4, "range": "30cm", "text": []},
            {"name": "Death Bolt", "roll": 5, "range": "far", "text": []},
            {"name": "Doom Bolt", "roll": 5, "range": "30cm", "colour": "black"}
        ]
    })";
    WmSelectorConverter converter;
    const Result<ArmyList> list =
        converter.convert(source, QStringLiteral("test.json"), RulesetId::Revolution, QStringLiteral("test"));
    QVERIFY(list.ok());
    // Only the spells that convert are in the list, in the source's order.
    QStringList names;
    for (const Spell &spell : list->spells)
        names.append(spell.name);
    QCOMPARE(names, (QStringList{QStringLiteral("Ball of Flame"), QStringLiteral("Doom Bolt")}));

    QStringList reported;
    for (const ConversionIssue &issue : converter.issues())
        reported.append(issue.item + QLatin1Char('|') + issue.field);
    const QStringList expected{QStringLiteral("Made-up Spell|spells"), QStringLiteral("Gotcha!|spells.roll"),
                               QStringLiteral("Touch of Death|spells.range"), QStringLiteral("Death Bolt|spells.range"),
                               QStringLiteral("Doom Bolt|spells.colour")};
    QCOMPARE(reported, expected);
}

void TestSpellLists::rangesParse_data()
{
    QTest::addColumn<QJsonValue>("range");
    QTest::addColumn<std::optional<SpellReach>>("reach");
    const auto cm = [](int range) { return std::optional(SpellReach{.rangeCm = range, .touching = false}); };
    const std::optional<SpellReach> touching = SpellReach{.rangeCm = std::nullopt, .touching = true};
    QTest::newRow("30cm") << QJsonValue(QStringLiteral("30cm")) << cm(30);
    QTest::newRow("60 cm") << QJsonValue(QStringLiteral("60 cm")) << cm(60);
    QTest::newRow("Araby's aura") << QJsonValue(QStringLiteral("\u2013 affects enemy within 30cm")) << cm(30);
    QTest::newRow("- Touching") << QJsonValue(QStringLiteral("- Touching")) << touching;
    QTest::newRow("Touching") << QJsonValue(QStringLiteral("Touching")) << touching;
    QTest::newRow("touching") << QJsonValue(QStringLiteral("touching")) << touching;
    QTest::newRow("absent") << QJsonValue(QJsonValue::Undefined) << std::optional(SpellReach{});
    QTest::newRow("null") << QJsonValue(QJsonValue::Null) << std::optional(SpellReach{});
    QTest::newRow("a number") << QJsonValue(30) << std::optional<SpellReach>();
    QTest::newRow("no unit") << QJsonValue(QStringLiteral("30")) << std::optional<SpellReach>();
    QTest::newRow("none at all") << QJsonValue(QStringLiteral("0cm")) << std::optional<SpellReach>();
    QTest::newRow("too far") << QJsonValue(QStringLiteral("301cm")) << std::optional<SpellReach>();
    QTest::newRow("words") << QJsonValue(QStringLiteral("far away")) << std::optional<SpellReach>();
}

void TestSpellLists::rangesParse()
{
    QFETCH(QJsonValue, range);
    QFETCH(std::optional<SpellReach>, reach);
    QCOMPARE(WmSelectorSpells::parseRange(range), reach);
}

void TestSpellLists::spellJsonRoundTrip()
{
    const Spell spell = sampleSpell();
    QVERIFY(spell.validate().isEmpty());
    const Result<Spell> read = readSpell(SpellJson::write(spell));
    QVERIFY2(read.ok(), qPrintable(read.ok() ? QString() : read.error().message));
    QCOMPARE(read.value(), spell);

    // A spell with nothing but its defaults writes only what it must, and reads back the same.
    Spell plain;
    plain.name = QStringLiteral("Plain");
    plain.playersApply = QStringLiteral("The players do it all.");
    const QJsonObject o = SpellJson::write(plain);
    QCOMPARE(o.keys(), (QStringList{QStringLiteral("castRoll"), QStringLiteral("name"), QStringLiteral("playersApply"),
                                    QStringLiteral("summary"), QStringLiteral("target")}));
    QCOMPARE(readSpell(o).value(), plain);

    // A list's spells: absent when there are none.
    QJsonObject list;
    SpellJson::writeList(list, {});
    QVERIFY(!list.contains(QStringLiteral("spells")));
    SpellJson::writeList(list, {spell, plain});
    const JsonReader r(QStringLiteral("list.json"));
    const Result<QList<Spell>> spells = r.read<QList<Spell>>([&] { return SpellJson::readList(r, list, QString()); });
    QVERIFY(spells.ok());
    QCOMPARE(spells.value(), (QList<Spell>{spell, plain}));
}

void TestSpellLists::shippedSpellsRoundTrip()
{
    int spells = 0;
    for (const ArmyList &list : builtInLists().lists()) {
        for (const Spell &spell : list.spells) {
            ++spells;
            const Result<Spell> read = readSpell(SpellJson::write(spell));
            QVERIFY2(read.ok(), qPrintable(list.key + QLatin1Char(' ') + spell.name));
            QCOMPARE(read.value(), spell);
        }
    }
    QCOMPARE(spells, 144);
}

void TestSpellLists::badSpellJson_data()
{
    QTest::addColumn<JsonChange>("change");
    QTest::addColumn<QString>("path"); // the field the error names

    QTest::newRow("cast roll of 7") << JsonChange([](QJsonObject &o) { o.insert(QStringLiteral("castRoll"), 7); })
                                    << QStringLiteral("spells[0].castRoll");
    QTest::newRow("cast roll of 0") << JsonChange([](QJsonObject &o) { o.insert(QStringLiteral("castRoll"), 0); })
                                    << QStringLiteral("spells[0].castRoll");
    QTest::newRow("no cast roll") << JsonChange([](QJsonObject &o) { o.remove(QStringLiteral("castRoll")); })
                                  << QStringLiteral("spells[0].castRoll");
    QTest::newRow("unknown state key") << JsonChange([](QJsonObject &o) {
        setState(o, 0, QStringLiteral("state"), QStringLiteral("invisible"));
    }) << QStringLiteral("spells[0].states[0].state");
    QTest::newRow("unknown duration") << JsonChange([](QJsonObject &o) {
        setState(o, 1, QStringLiteral("lasts"), QStringLiteral("forever"));
    }) << QStringLiteral("spells[0].states[1].lasts");
    QTest::newRow("a penalty given as a bonus")
        << JsonChange([](QJsonObject &o) { setState(o, 0, QStringLiteral("value"), 1); })
        << QStringLiteral("spells[0].states[0].value");
    QTest::newRow("a number for a state without one")
        << JsonChange([](QJsonObject &o) { setState(o, 2, QStringLiteral("value"), 2); })
        << QStringLiteral("spells[0].states[2].value");
    QTest::newRow("a save of 7+") << JsonChange([](QJsonObject &o) { setState(o, 1, QStringLiteral("value"), 7); })
                                  << QStringLiteral("spells[0].states[1].value");
    QTest::newRow("unknown field in a state")
        << JsonChange([](QJsonObject &o) { setState(o, 0, QStringLiteral("until"), 3); })
        << QStringLiteral("spells[0].states[0]");
    QTest::newRow("unknown target") << JsonChange([](QJsonObject &o) {
        o.insert(QStringLiteral("target"), QStringLiteral("everyone"));
    }) << QStringLiteral("spells[0].target");
    QTest::newRow("unknown engagement") << JsonChange([](QJsonObject &o) {
        o.insert(QStringLiteral("engagement"), QStringLiteral("sometimes"));
    }) << QStringLiteral("spells[0].engagement");
    QTest::newRow("unknown unit type") << JsonChange([](QJsonObject &o) {
        o.insert(QStringLiteral("targetTypes"), QJsonArray{QStringLiteral("cavalry"), QStringLiteral("dragon")});
    }) << QStringLiteral("spells[0].targetTypes[1]");
    QTest::newRow("a unit type twice") << JsonChange([](QJsonObject &o) {
        o.insert(QStringLiteral("targetTypes"), QJsonArray{QStringLiteral("cavalry"), QStringLiteral("cavalry")});
    }) << QStringLiteral("spells[0].targetTypes[1]");
    QTest::newRow("an aura on one unit") << JsonChange([](QJsonObject &o) {
        o.insert(QStringLiteral("target"), QStringLiteral("enemy-unit"));
    }) << QStringLiteral("spells[0].aura");
    QTest::newRow("D3 of 4 attacks") << JsonChange([](QJsonObject &o) {
        QJsonObject a = o.value(QStringLiteral("attacks")).toObject();
        a.insert(QStringLiteral("attacks"), 4);
        o.insert(QStringLiteral("attacks"), a);
    }) << QStringLiteral("spells[0].attacks.attacks");
    QTest::newRow("no attacks") << JsonChange([](QJsonObject &o) {
        QJsonObject a = o.value(QStringLiteral("attacks")).toObject();
        a.insert(QStringLiteral("attacks"), 0);
        o.insert(QStringLiteral("attacks"), a);
    }) << QStringLiteral("spells[0].attacks.attacks");
    QTest::newRow("a range of 0") << JsonChange([](QJsonObject &o) { o.insert(QStringLiteral("rangeCm"), 0); })
                                  << QStringLiteral("spells[0].rangeCm");
    QTest::newRow("drive back of 7 dice") << JsonChange([](QJsonObject &o) {
        o.insert(QStringLiteral("driveBack"),
                 QJsonObject{{QStringLiteral("dice"), 7}, {QStringLiteral("cmPerPip"), 5}});
    }) << QStringLiteral("spells[0].driveBack.dice");
    QTest::newRow("no name") << JsonChange([](QJsonObject &o) { o.remove(QStringLiteral("name")); })
                             << QStringLiteral("spells[0].name");
    QTest::newRow("unknown field") << JsonChange([](QJsonObject &o) { o.insert(QStringLiteral("colour"), 1); })
                                   << QStringLiteral("spells[0]");
    QTest::newRow("a spell that does nothing") << JsonChange([](QJsonObject &o) {
        for (const char *key : {"attacks", "driveBack", "movesAsOrdered", "states", "secondSpell", "regainsStand",
                                "rollSlaysStand", "playersApply", "aura"})
            o.remove(QString::fromLatin1(key));
    }) << QStringLiteral("spells[0].playersApply");
}

void TestSpellLists::badSpellJson()
{
    QFETCH(JsonChange, change);
    QFETCH(QString, path);
    QJsonObject o = sampleSpellJson();
    change(o);
    const Result<Spell> read = readSpell(o);
    QVERIFY(!read.ok());
    const QString message = read.error().message;
    // "list.json: spells[0].castRoll: expected a whole number from 1 to 6, found 7"
    QVERIFY2(message.startsWith(QLatin1String("list.json: ") + path), qPrintable(message));
}

void TestSpellLists::keysAreStable()
{
    // The keys army lists and saved games write: never to change.
    const auto keys = []<typename T>(const auto &all) {
        QStringList list;
        for (T value : all)
            list.append(enumKey(value));
        return list.join(QLatin1Char(' '));
    };
    QCOMPARE(keys.template operator()<SpellTarget>(AllSpellTargets),
             QStringLiteral("enemy-unit friendly-unit units-under-line enemies-in-range friends-in-range joined-unit "
                            "enemy-touching-joined-unit engagement wizard place-in-range"));
    QCOMPARE(keys.template operator()<SpellEngagement>(AllSpellEngagements), QStringLiteral("any unengaged engaged"));
    QCOMPARE(keys.template operator()<SpellDuration>(AllSpellDurations),
             QStringLiteral("next-combat-phase end-of-opponents-next-turn start-of-casters-next-turn "
                            "until-target-moves"));
    QCOMPARE(keys.template operator()<SpellState>(AllSpellStates),
             QStringLiteral("half-pace treats-enemies-as-terrifying causes-no-terror causes-terror cannot-charge "
                            "no-pursuit-or-advance order-penalty no-initiative counts-defended "
                            "re-roll-failed-shooting-saves re-roll-failed-combat-saves re-roll-successful-saves "
                            "re-roll-failed-attacks attack-bonus-per-stand attack-bonus-per-unit cannot-shoot "
                            "ignores-terror attack-bonus-per-unit-and-character hits-bonus-per-stand "
                            "armour-one-better magic-save shot-at-penalty no-drive-back never-confused "
                            "at-least-defended shoots-twice blunders-on-doubles"));
}

QTEST_APPLESS_MAIN(TestSpellLists)
#include "tst_spelllists.moc"
