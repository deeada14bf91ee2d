// SPDX-License-Identifier: GPL-3.0-or-later
// RosterImport::fromWarmusterCode and fromWarmusterBackup: the Warmuster army builder's share codes
// and backup files.
//
// A share code is "WMR1." + base64url (no padding) of the list's JSON compressed with raw deflate, or
// "WMR0." + base64url of the JSON itself; a share link carries it after "#list=". The JSON is
// {kind: "warmuster/list", schemaVersion: 1, ruleSet, ruleVersion, army, name, pointsLimit,
// units: [{unitId, quantity, upgrades, magicItems}], characters: [{unitId, upgrades, magicItems}], notes}.
// A backup is {kind: "warmuster/backup", backupVersion: 1, exportedAt, lists: [...]}, each list laid
// out like a share code's JSON with an id, but no kind.
//
// Warmuster ids are "<army>:<slug of the name>", for upgrades too ("empire:griffon"); wmassist's are the
// same for units and "<army>:upgrade:<slug>" for upgrades. Magic items are "magic:<slug of the name>"
// ("magic:sword-of-might"), the slug being the item's key in wmassist's files. Where the two builders
// name an army or a unit a little differently ("goblins" and "goblin"), the names are matched on their
// letters and digits.
#include "core/json/jsonreader.h"
#include "core/limits.h"
#include "core/roster/rosterimport.h"
#include "core/roster/rosterunits.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QRegularExpression>

#include <zlib.h>

#include <algorithm>

namespace wm {

namespace {

const QString CodeField = QStringLiteral("code");
const QLatin1String CompressedPrefix("WMR1.");
const QLatin1String PlainPrefix("WMR0.");

// The code itself, out of a link or text around it. Line breaks a mail or chat program put into a
// long code are not part of it.
QString codeOf(const QString &text)
{
    QString code = text.trimmed();
    const QLatin1String marker("#list=");
    const qsizetype at = code.indexOf(marker);
    if (at >= 0)
        code = code.mid(at + marker.size());
    static const QRegularExpression whiteSpace(QStringLiteral("\\s"));
    code.remove(whiteSpace);
    return code;
}

bool isBase64UrlCharacter(QChar c)
{
    return (c >= QLatin1Char('A') && c <= QLatin1Char('Z')) || (c >= QLatin1Char('a') && c <= QLatin1Char('z')) ||
           (c >= QLatin1Char('0') && c <= QLatin1Char('9')) || c == QLatin1Char('-') || c == QLatin1Char('_');
}

// `text` starts `offset` characters into the code, so an error names the place in the whole code.
Result<QByteArray> fromBase64Url(const QString &text, qsizetype offset)
{
    QString body = text;
    while (body.endsWith(QLatin1Char('=')))
        body.chop(1);
    for (qsizetype i = 0; i < body.size(); ++i) {
        if (!isBase64UrlCharacter(body.at(i)))
            return Error{CodeField, RosterImport::tr("The Warmuster code is damaged: character %1 (\"%2\") cannot be "
                                                     "part of it.")
                                        .arg(offset + i + 1)
                                        .arg(body.at(i))};
    }
    // Four characters carry three bytes; a lone character left over carries none.
    if (body.isEmpty() || body.size() % 4 == 1)
        return Error{CodeField, RosterImport::tr("The Warmuster code is cut short.")};
    // Warmuster leaves the padding out; Qt's decoder is given it back.
    QByteArray padded = body.toLatin1();
    padded.append(QByteArray((4 - padded.size() % 4) % 4, '='));
    const QByteArray::FromBase64Result decoded =
        QByteArray::fromBase64Encoding(padded, QByteArray::Base64UrlEncoding | QByteArray::AbortOnBase64DecodingErrors);
    if (!decoded)
        return Error{CodeField, RosterImport::tr("The Warmuster code is cut short.")};
    return decoded.decoded;
}

Error tooLarge()
{
    return Error{CodeField, RosterImport::tr("The Warmuster code unpacks to more than %1 KiB; wmassist reads no list "
                                             "that large.")
                                .arg(Limits::CodeBytes / 1024)};
}

// Raw deflate, as the browsers' CompressionStream("deflate-raw") writes it: no zlib header, which is
// why Qt's qUncompress cannot read it. The output is capped so a small code cannot unpack into
// gigabytes.
Result<QByteArray> inflateRaw(const QByteArray &compressed)
{
    z_stream stream{};
    // Negative window bits: raw deflate, no header or checksum.
    if (inflateInit2(&stream, -MAX_WBITS) != Z_OK)
        return Error{CodeField, RosterImport::tr("The Warmuster code cannot be unpacked: out of memory.")};
    struct End
    {
        z_stream *stream = nullptr;
        ~End() { inflateEnd(stream); }
    } end{&stream};

    stream.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(compressed.constData()));
    stream.avail_in = static_cast<uInt>(compressed.size());
    QByteArray out;
    constexpr qsizetype Chunk = 64 * 1024;
    for (;;) {
        // Room for at most one byte beyond the cap: enough to tell the data is too large.
        const qsizetype room = std::min(Chunk, Limits::CodeBytes + 1 - out.size());
        const qsizetype before = out.size();
        out.resize(before + room);
        stream.next_out = reinterpret_cast<Bytef *>(out.data() + before);
        stream.avail_out = static_cast<uInt>(room);
        const int status = inflate(&stream, Z_NO_FLUSH);
        out.resize(before + room - stream.avail_out);
        if (out.size() > Limits::CodeBytes)
            return tooLarge();
        if (status == Z_STREAM_END)
            return out;
        if (status == Z_MEM_ERROR)
            return Error{CodeField, RosterImport::tr("The Warmuster code cannot be unpacked: out of memory.")};
        if (status == Z_DATA_ERROR || status == Z_NEED_DICT || status == Z_STREAM_ERROR)
            return Error{CodeField,
                         RosterImport::tr("The Warmuster code is damaged: its compressed data cannot be unpacked.")};
        // Z_OK or Z_BUF_ERROR: with all the input read and room left, the data ended too early.
        if (stream.avail_in == 0 && stream.avail_out > 0)
            return Error{CodeField, RosterImport::tr("The Warmuster code is cut short: its compressed data ends "
                                                     "before the list does.")};
    }
}

QString compact(const QString &name)
{
    QString result;
    for (const QChar c : name.toLower()) {
        if (c.isLetterOrNumber())
            result += c;
    }
    return result;
}

// The part of a Warmuster id after "<army>:".
QString namePart(const QString &id)
{
    const qsizetype colon = id.indexOf(QLatin1Char(':'));
    return colon < 0 ? id : id.mid(colon + 1);
}

// Warmuster's rule sets: its Warmaster Revolution lists, a copy of them with the 2026 playtest changes,
// and a copy with units of its own.
const QStringList RuleSets{QStringLiteral("warmaster-revolution"), QStringLiteral("wmr-2026-playtest"),
                           QStringLiteral("warmaster-custom")};

const ArmyList *findArmy(const ArmyLists &lists, RulesetId ruleset, const QString &army)
{
    if (const ArmyList *list = lists.find(ruleset, army))
        return list;
    // "goblins" for wmassist's "goblin", "witch-hunters" for "witch-hunter".
    auto singular = [](QString key) {
        key = compact(key);
        if (key.endsWith(QLatin1Char('s')))
            key.chop(1);
        return key;
    };
    for (const ArmyList &list : lists.lists(ruleset)) {
        if (singular(list.key) == singular(army) || compact(list.name) == compact(army))
            return lists.find(list.ruleset, list.key);
    }
    return nullptr;
}

const ArmyUnit *findUnit(const ArmyList &list, const QString &unitId)
{
    if (const ArmyUnit *unit = list.unit(unitId))
        return unit;
    const QString name = namePart(unitId);
    if (const ArmyUnit *unit = list.unit(ArmyList::unitId(list.key, name)))
        return unit;
    for (const ArmyUnit &unit : list.units) {
        if (compact(unit.name()) == compact(name))
            return &unit;
    }
    return nullptr;
}

// What a Warmuster upgrade of `unit` is in wmassist's list: one of its upgrades, or a unit whose
// stands join it (Warmuster has skirmishers as an upgrade of the unit they join).
struct MappedUpgrade
{
    const ArmyUpgrade *upgrade = nullptr;
    const ArmyUnit *addedStands = nullptr;
};

MappedUpgrade findUpgrade(const ArmyList &list, const ArmyUnit &unit, const QString &upgradeId)
{
    const QString name = namePart(upgradeId);
    if (const ArmyUpgrade *upgrade = list.upgrade(ArmyList::upgradeId(list.key, name)))
        return {upgrade, nullptr};
    for (const ArmyUpgrade &upgrade : list.upgrades) {
        if (compact(upgrade.name) == compact(name))
            return {&upgrade, nullptr};
    }
    // A shorter name for one the unit may take: Warmuster's Goblin "chariot" is the "Wolf Chariot".
    const ArmyUpgrade *endsSo = nullptr;
    for (const QString &id : unit.upgrades) {
        const ArmyUpgrade *upgrade = list.upgrade(id);
        if (upgrade && compact(upgrade->name).endsWith(compact(name))) {
            if (endsSo)
                return {}; // two fit: neither is taken on a guess
            endsSo = upgrade;
        }
    }
    if (endsSo)
        return {endsSo, nullptr};
    for (const ArmyUnit &other : list.units) {
        if (other.addsStandsTo.contains(unit.id) && compact(other.name()) == compact(name))
            return {nullptr, &other};
    }
    return {};
}

// A Warmuster magic item id: "magic:sword-of-might", or the slug alone; the name compared on its
// letters for an id spelt a little differently.
std::optional<MagicItem> findMagicItem(const QString &itemId)
{
    const QString name = namePart(itemId);
    if (const std::optional<MagicItem> item = enumFromKey<MagicItem>(name))
        return item;
    for (MagicItem item : AllMagicItems) {
        if (compact(enumKey(item)) == compact(name))
            return item;
    }
    return std::nullopt;
}

// The list's Warmuster rule set; a note says how far wmassist's lists fit one that is not
// Warmaster Revolution itself.
void readWarmusterRuleSet(const JsonReader &reader, const QJsonObject &o, const QString &path, ImportedRoster &imported)
{
    const QString ruleSet = reader.text(o, path, QStringLiteral("ruleSet"), Limits::IdLength);
    if (!RuleSets.contains(ruleSet))
        reader.expected(JsonReader::join(path, QStringLiteral("ruleSet")),
                        RosterImport::tr("one of %1").arg(JsonReader::quoted(RuleSets)),
                        o.value(QStringLiteral("ruleSet")));
    if (ruleSet == QLatin1String("wmr-2026-playtest"))
        imported.notes.append(RosterImport::tr("The list was built for the 2026 Warmaster Revolution playtest; "
                                               "wmassist uses its Warmaster Revolution lists, which may cost some "
                                               "units differently."));
    else if (ruleSet == QLatin1String("warmaster-custom"))
        imported.notes.append(RosterImport::tr("The list was built for Warmuster's custom rule set; wmassist uses "
                                               "its Warmaster Revolution lists, and units only the custom rule set "
                                               "has are listed as not found."));
}

// The army list the Warmuster list is for, and the roster's name, army and points limit.
const ArmyList &readWarmusterArmy(const JsonReader &reader, const QJsonObject &o, const QString &path,
                                  const ArmyLists &lists, Roster &roster)
{
    // Every Warmuster rule set is Warmaster Revolution, or a copy of it.
    const RulesetId ruleset = RulesetId::Revolution;
    const QString army = reader.text(o, path, QStringLiteral("army"), Limits::IdLength);
    const ArmyList *list = findArmy(lists, ruleset, army);
    if (!list)
        reader.fail(JsonReader::join(path, QStringLiteral("army")),
                    RosterImport::tr("wmassist has no %1 army list for \"%2\"").arg(Ruleset::name(ruleset), army));

    const QString name = reader.anyText(o, path, QStringLiteral("name"), Limits::NameLength).trimmed();
    roster.name = name.isEmpty() ? list->name : name;
    roster.ruleset = list->ruleset;
    roster.armyKey = list->key;
    roster.armyDataVersion = list->dataVersion;
    roster.pointsLimit = reader.optionalInt(o, path, QStringLiteral("pointsLimit"), 0, Limits::PointsLimit).value_or(0);
    return *list;
}

// The upgrades a Warmuster entry gives its unit, as wmassist has them.
struct WarmusterUpgrades
{
    QStringList taken;                   // the upgrades the unit can take, in order
    QList<const ArmyUnit *> addedStands; // units whose stands join it
};

// The upgrades the unit can take, in order; each other one is reported.
WarmusterUpgrades takeWarmusterUpgrades(const ArmyList &list, const ArmyUnit &unit, const QStringList &upgradeIds,
                                        ImportedRoster &imported)
{
    WarmusterUpgrades upgrades;
    for (const QString &upgradeId : upgradeIds) {
        const MappedUpgrade mapped = findUpgrade(list, unit, upgradeId);
        if (mapped.addedStands) {
            upgrades.addedStands.append(mapped.addedStands);
        } else if (mapped.upgrade &&
                   RosterUnits::fromList(list, unit.id, upgrades.taken + QStringList{mapped.upgrade->id}).ok()) {
            upgrades.taken.append(mapped.upgrade->id);
        } else {
            imported.unknown.append(RosterImport::tr("%1 on %2").arg(upgradeId, unit.name()));
        }
    }
    return upgrades;
}

// The entry's items, one to a unit of it in order, each to the first that has none yet and may
// carry it; the rest are reported.
QList<std::optional<MagicItem>> carryWarmusterItems(const ArmyList &list, const ArmyUnit &unit, int quantity,
                                                    const QStringList &taken, const QStringList &magicItems,
                                                    const MagicItems *catalogue, ImportedRoster &imported)
{
    QList<std::optional<MagicItem>> carried(quantity);
    for (const QString &itemId : magicItems) {
        const std::optional<MagicItem> item = catalogue ? findMagicItem(itemId) : std::nullopt;
        const auto free = std::find(carried.begin(), carried.end(), std::nullopt);
        const bool fits =
            item && free != carried.end() && RosterUnits::fromList(list, unit.id, taken, {}, item, catalogue).ok();
        if (fits)
            *free = item;
        else
            imported.unknown.append(RosterImport::tr("magic item %1 on %2").arg(itemId, unit.name()));
    }
    return carried;
}

// One unit or character entry of a Warmuster list, at `entryPath`: its units go into the roster,
// what wmassist cannot give them into the unknown parts.
void readWarmusterEntry(const JsonReader &reader, const QJsonObject &entry, const QString &entryPath, bool isUnit,
                        const ArmyList &list, const ArmyLists &lists, ImportedRoster &imported)
{
    const QString unitId = reader.text(entry, entryPath, QStringLiteral("unitId"), Limits::IdLength);
    const int quantity =
        isUnit && entry.contains(QStringLiteral("quantity"))
            ? reader.requiredInt(entry, entryPath, QStringLiteral("quantity"), 1, Limits::UnitsPerEntry)
            : 1;
    const QStringList upgradeIds =
        reader.texts(entry, entryPath, QStringLiteral("upgrades"), Limits::IdLength, Limits::UpgradesPerUnit);
    const QStringList magicItems =
        reader.texts(entry, entryPath, QStringLiteral("magicItems"), Limits::IdLength, Limits::UpgradesPerUnit);

    const ArmyUnit *unit = findUnit(list, unitId);
    if (!unit) {
        imported.unknown.append(quantity == 1 ? unitId : RosterImport::tr("%1 (%2 units)").arg(unitId).arg(quantity));
        return;
    }

    const WarmusterUpgrades upgrades = takeWarmusterUpgrades(list, *unit, upgradeIds, imported);
    const MagicItems *catalogue = lists.magicItems(list.ruleset);
    const QList<std::optional<MagicItem>> carried =
        carryWarmusterItems(list, *unit, quantity, upgrades.taken, magicItems, catalogue, imported);
    // One stand added to a unit at most: any more are reported.
    for (qsizetype extra = 1; extra < upgrades.addedStands.size(); ++extra)
        imported.unknown.append(RosterImport::tr("%1 on %2: a unit takes one added stand")
                                    .arg(upgrades.addedStands.at(extra)->name(), unit->name()));

    Roster &roster = imported.roster;
    if (roster.units.size() + quantity > Limits::RosterUnits)
        reader.fail(
            entryPath,
            RosterImport::tr("the list holds more than the %1 units a roster may have").arg(Limits::RosterUnits));
    for (int copy = 0; copy < quantity; ++copy) {
        Result<RosterUnit> made =
            RosterUnits::fromList(list, unit->id, upgrades.taken, {}, carried.at(copy), catalogue);
        if (!made)
            reader.fail(entryPath, made.error().message);
        if (!upgrades.addedStands.isEmpty()) {
            made = RosterUnits::withAttachedStand(list, made.value(), upgrades.addedStands.first()->id);
            if (!made)
                reader.fail(entryPath, made.error().message);
        }
        roster.units.append(std::move(made).value());
    }
}

// The list's notes, kept as a note of the import.
void readWarmusterNotes(const JsonReader &reader, const QJsonObject &o, const QString &path, ImportedRoster &imported)
{
    const QJsonValue notes = o.value(QStringLiteral("notes"));
    if (!notes.isUndefined() && !notes.isNull() && !notes.isString())
        reader.expected(JsonReader::join(path, QStringLiteral("notes")), RosterImport::tr("text"), notes);
    if (notes.toString().size() > Limits::NoteLength)
        reader.fail(JsonReader::join(path, QStringLiteral("notes")),
                    RosterImport::tr("expected text of at most %1 characters, found %2 characters")
                        .arg(Limits::NoteLength)
                        .arg(notes.toString().size()));
    if (!notes.toString().trimmed().isEmpty())
        imported.notes.append(RosterImport::tr("The list's notes: %1").arg(notes.toString().trimmed()));
}

// One list of a share code or a backup, at `path` of the reader's document. Throws through the
// reader on a field it cannot read.
ImportedRoster readList(const JsonReader &reader, const QJsonObject &o, const QString &path, const ArmyLists &lists)
{
    ImportedRoster imported;
    readWarmusterRuleSet(reader, o, path, imported);
    const ArmyList &list = readWarmusterArmy(reader, o, path, lists, imported.roster);

    // Units first, then characters, each in the list's order, as Warmuster shows them.
    const QString unitsPath = JsonReader::join(path, QStringLiteral("units"));
    const QString charactersPath = JsonReader::join(path, QStringLiteral("characters"));
    const QJsonArray units = reader.optionalObjects(o, path, QStringLiteral("units"), Limits::RosterUnits);
    const QJsonArray characters = reader.optionalObjects(o, path, QStringLiteral("characters"), Limits::RosterUnits);
    for (qsizetype i = 0; i < units.size() + characters.size(); ++i) {
        const bool isUnit = i < units.size();
        const QString entryPath =
            isUnit ? JsonReader::at(unitsPath, i) : JsonReader::at(charactersPath, i - units.size());
        const QJsonObject entry = (isUnit ? units.at(i) : characters.at(i - units.size())).toObject();
        readWarmusterEntry(reader, entry, entryPath, isUnit, list, lists, imported);
    }

    readWarmusterNotes(reader, o, path, imported);
    return imported;
}

// A field that must hold exactly `expected`.
void requireValue(const JsonReader &reader, const QJsonObject &o, const QString &key, const QJsonValue &expected,
                  const QString &what)
{
    if (o.value(key) != expected)
        reader.expected(key, what, o.value(key));
}

} // namespace

Result<ImportedRoster> RosterImport::fromWarmusterCode(const QString &text, const ArmyLists &lists)
{
    const QString code = codeOf(text);
    QByteArray json;
    if (code.startsWith(CompressedPrefix) || code.startsWith(PlainPrefix)) {
        const Result<QByteArray> bytes = fromBase64Url(code.mid(CompressedPrefix.size()), CompressedPrefix.size());
        if (!bytes)
            return bytes.error();
        if (code.startsWith(PlainPrefix)) {
            if (bytes->size() > Limits::CodeBytes)
                return tooLarge();
            json = bytes.value();
        } else {
            const Result<QByteArray> inflated = inflateRaw(bytes.value());
            if (!inflated)
                return inflated.error();
            json = inflated.value();
        }
    } else {
        return Error{CodeField, tr("A Warmuster code starts with \"WMR1.\" or \"WMR0.\"; this one starts with "
                                   "\"%1\".")
                                    .arg(code.left(5))};
    }

    const JsonReader reader(tr("Warmuster code"));
    Result<ImportedRoster> imported = reader.read<ImportedRoster>([&] {
        const QJsonObject top = reader.document(json);
        requireValue(reader, top, QStringLiteral("kind"), QStringLiteral("warmuster/list"), tr("\"warmuster/list\""));
        requireValue(reader, top, QStringLiteral("schemaVersion"), 1, tr("schema version 1"));
        return readList(reader, top, QString(), lists);
    });
    if (!imported)
        return imported;
    if (std::optional<Error> error = finish(imported.value(), imported->roster.pointsLimit, tr("Warmuster code")))
        return *std::move(error);
    return imported;
}

Result<QList<ImportedRoster>> RosterImport::fromWarmusterBackup(const QByteArray &json, const QString &fileName,
                                                                const ArmyLists &lists)
{
    const JsonReader reader(fileName);
    Result<QList<ImportedRoster>> result = reader.read<QList<ImportedRoster>>([&] {
        const QJsonObject top = reader.document(json);
        requireValue(reader, top, QStringLiteral("kind"), QStringLiteral("warmuster/backup"),
                     tr("\"warmuster/backup\""));
        requireValue(reader, top, QStringLiteral("backupVersion"), 1, tr("backup version 1"));
        QList<ImportedRoster> rosters;
        const QJsonArray saved = reader.objects(top, QString(), QStringLiteral("lists"), Limits::ImportedRosters);
        for (qsizetype i = 0; i < saved.size(); ++i) {
            const QString path = JsonReader::at(QStringLiteral("lists"), i);
            const QJsonObject list = saved.at(i).toObject();
            if (list.value(QStringLiteral("schemaVersion")) != QJsonValue(1))
                reader.expected(JsonReader::join(path, QStringLiteral("schemaVersion")), tr("schema version 1"),
                                list.value(QStringLiteral("schemaVersion")));
            rosters.append(readList(reader, list, path, lists));
        }
        return rosters;
    });
    if (!result)
        return result;
    for (qsizetype i = 0; i < result->size(); ++i) {
        ImportedRoster &imported = result.value()[i];
        const QString source = tr("%1: lists[%2]").arg(fileName).arg(i);
        if (std::optional<Error> error = finish(imported, imported.roster.pointsLimit, source))
            return *std::move(error);
    }
    return result;
}

} // namespace wm
