// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/enumkeys.h"
#include "core/rules/ruleset.h"

#include <QByteArray>
#include <QString>
#include <QVariant>

#include <optional>
#include <span>
#include <type_traits>
#include <utility>

namespace wm {

// Who rolls the dice by default: the app, or the players at the table who type in what they rolled.
// Every roll offers both whatever the setting.
enum class DiceMode
{
    AppRolls,
    PlayerRolls,
};
inline constexpr EnumKey<DiceMode> DiceModeKeys[] = {{DiceMode::AppRolls, "app"}, {DiceMode::PlayerRolls, "player"}};
constexpr std::span<const EnumKey<DiceMode>> enumKeyTable(DiceMode)
{
    return DiceModeKeys;
}

// The settings file itself: in the app's config folder, taken from QStandardPaths rather than
// QSettings' own default so that tests in test mode never touch a player's settings.
namespace SettingsFile {
QVariant read(const QString &key);
// Writes only a value that differs from the one kept: a setting left as it was leaves the disk alone.
void write(const QString &key, const QVariant &value);
// Everything forgotten: the defaults again (for the tests).
void clear();
} // namespace SettingsFile

// One setting: its key in the file, its type and its value when none is kept. An enum is kept by its
// key (core/enumkeys.h), so a file stays readable whatever the enum's order.
template <typename T>
class Setting
{
public:
    constexpr Setting(const char *key, T byDefault)
        : m_key(key)
        , m_default(std::move(byDefault))
    {
    }

    // The value kept, or nothing when none is (or an enum's key is not one wmassist knows).
    std::optional<T> kept() const
    {
        const QVariant value = SettingsFile::read(key());
        if (!value.isValid())
            return std::nullopt;
        if constexpr (std::is_enum_v<T>)
            return enumFromKey<T>(value.toString());
        else
            return value.value<T>();
    }
    T get() const { return kept().value_or(m_default); }

    void set(const T &value) const
    {
        if constexpr (std::is_enum_v<T>)
            SettingsFile::write(key(), enumKey(value));
        else
            SettingsFile::write(key(), QVariant::fromValue(value));
    }

    QString key() const { return QString::fromLatin1(m_key); }

private:
    const char *m_key;
    T m_default;
};

// Every setting wmassist keeps, each once: nothing else names a key of the settings file.
namespace Settings {
// The tracker's zoom, in percent.
inline const Setting<int> Zoom{"view/zoom", 100};
// The window's size and place, and its docks' layout (QMainWindow::saveGeometry/saveState).
inline const Setting<QByteArray> WindowGeometry{"window/geometry", {}};
inline const Setting<QByteArray> WindowState{"window/state", {}};
// The dock last in front of the docks sharing a column ("historyDock"): it is in front again next time.
inline const Setting<QString> FrontDock{"window/frontDock", {}};
inline const Setting<DiceMode> Dice{"dice/mode", DiceMode::AppRolls};
// The resolvers' plot of the odds, folded away under its headline.
inline const Setting<bool> OddsFolded{"resolvers/oddsFolded", false};
// The last roster worked on: a new roster starts from its ruleset, army and points limit.
inline const Setting<RulesetId> LastRuleset{"rosters/lastRuleset", RulesetId::Warmaster};
inline const Setting<QString> LastArmy{"rosters/lastArmy", {}};
inline const Setting<int> LastPointsLimit{"rosters/lastPointsLimit", 2000};
} // namespace Settings

} // namespace wm
