// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/game/quickedits.h"
#include "core/rules/side.h"

#include <QPointer>
#include <QWidget>

#include <optional>

class QAction;
class QHBoxLayout;

namespace wm {

class ArmyPanel;
class GameController;
class PhaseSummaryBar;
class TrackerHeader;

// The battle tracker: both armies side by side under a header with the turn, whose turn it is and
// the phase. Shows whatever the game controller holds, and asks it for every change.
class TrackerView : public QWidget
{
    Q_OBJECT

public:
    explicit TrackerView(QWidget *parent = nullptr);

    // Shows this game, following its changes; nullptr shows none. Not owned.
    void setGame(GameController *game);
    void setEndPhaseAction(QAction *action);
    // The battle report's export, offered in the header once the battle is over. Not owned.
    void setReportAction(QAction *action);
    // The resolvers offered in the cards' menus, acting on the current unit. Not owned.
    void setMenuActions(const QList<QAction *> &unitActions, const QList<QAction *> &characterActions);

    // The unit the Unit menu and its keys act on: the card last clicked or given the focus.
    std::optional<UnitId> currentUnit() const { return m_current; }
    void setCurrentUnit(std::optional<UnitId> unit);

    // Makes everything larger or smaller for reading from a distance: 100 is the system's size.
    void setZoom(int percent);
    // A game that may only be looked at: the cards offer no edits.
    void setEditable(bool editable);
    int zoom() const { return m_zoom; }

    void showPhaseSummary(const QString &title, const QStringList &lines, QAction *next = nullptr);

    TrackerHeader *header() const { return m_header; }
    ArmyPanel *army(Side side) const;
    PhaseSummaryBar *summary() const { return m_summary; }

Q_SIGNALS:
    void editRequested(wm::UnitId unit, wm::QuickEdit edit);
    void currentUnitChanged();

protected:
    bool event(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void refresh();
    void applyZoom();
    void placeSummary();

    QPointer<GameController> m_game;
    TrackerHeader *m_header = nullptr;
    PhaseSummaryBar *m_summary = nullptr;
    QHBoxLayout *m_armiesLayout = nullptr;
    PerSide<ArmyPanel *> m_armies{nullptr, nullptr};
    std::optional<UnitId> m_current;
    int m_zoom = 100;
    bool m_editable = true;
    qreal m_basePointSize = 0;
};

} // namespace wm
