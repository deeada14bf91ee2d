// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/error.h"
#include "core/report/battlereport.h"
#include "ui/filechooser.h"

#include <QObject>
#include <QPointer>

#include <functional>

class QAction;
class QWidget;

namespace wm {

class GameController;

// The battle report from the window: Game > Export Battle Report... writes the whole battle as HTML,
// PDF or Markdown (by the name's suffix), and Edit > Copy Turn as Markdown puts the turn being played
// (or the last one) on the clipboard, for a chat.
class ReportActions : public QObject
{
    Q_OBJECT

public:
    using Notice = std::function<void(const QString &title, const QString &text)>;
    ReportActions(QWidget *window, Notice notice);

    void setGame(GameController *game);
    void setFileChooser(FileChooser chooser) { m_chooseFile = std::move(chooser); }

    QAction *exportAction() const { return m_export; }
    QAction *copyTurnAction() const { return m_copyTurn; }

    void exportReport();
    void copyTurn();
    // The report of the game shown, told from its whole log.
    Result<BattleReport> report() const;

private:
    QWidget *m_window;
    Notice m_notice;
    FileChooser m_chooseFile;
    QPointer<GameController> m_game;
    QAction *m_export = nullptr;
    QAction *m_copyTurn = nullptr;
};

} // namespace wm
