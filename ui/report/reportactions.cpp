// SPDX-License-Identifier: GPL-3.0-or-later
#include "reportactions.h"

#include "ui/game/gamecontroller.h"
#include "ui/longwork.h"
#include "ui/report/reportexport.h"
#include "ui/windowaction.h"

#include <QAction>
#include <QClipboard>
#include <QFileInfo>
#include <QGuiApplication>
#include <QWidget>

namespace wm {

ReportActions::ReportActions(QWidget *window, Notice notice)
    : QObject(window)
    , m_window(window)
    , m_notice(std::move(notice))
    , m_chooseFile(systemFileChooser())
{
    m_export = windowAction(window, nullptr, tr("Export &Battle Report..."), QStringLiteral("actionExportReport"), {});
    m_export->setIconText(tr("Export the battle report as HTML, PDF or Markdown"));
    m_copyTurn = windowAction(window, nullptr, tr("Copy Turn as &Markdown"), QStringLiteral("actionCopyTurn"),
                              QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_M));
    m_copyTurn->setIconText(tr("Copy the turn's story as Markdown"));
    connect(m_export, &QAction::triggered, this, &ReportActions::exportReport);
    connect(m_copyTurn, &QAction::triggered, this, &ReportActions::copyTurn);
    setGame(nullptr);
}

void ReportActions::setGame(GameController *game)
{
    m_game = game;
    m_export->setEnabled(game != nullptr);
    m_copyTurn->setEnabled(game != nullptr);
}

Result<BattleReport> ReportActions::report() const
{
    if (!m_game)
        return Error{{}, tr("No game is open.")};
    const GameSession &session = m_game->session();
    // A long game holds only its latest actions: the others are read from the database.
    const auto actions = session.allActions();
    if (!actions)
        return actions.error();
    const auto times = session.actionTimes();
    // A game of thousands of actions is told under a progress dialog, which can cancel.
    LongWork work(m_window, tr("Telling the battle from every action..."));
    return BattleReport::of(session.setup(), actions.value(), times ? times.value() : QList<QDateTime>(),
                            work.progress());
}

void ReportActions::exportReport()
{
    if (!m_game)
        return;
    const GameSetup &setup = m_game->session().setup();
    const QString name = tr("%1 against %2").arg(setup.players[Side::first()], setup.players[Side::second()]);
    QString path = m_chooseFile(m_window, {tr("Export the battle report"),
                                           tr("Battle reports (*.html *.pdf *.md);;HTML, one file (*.html);;PDF "
                                              "(*.pdf);;Markdown, plots beside it (*.md)"),
                                           true, name + QStringLiteral(".html")});
    if (path.isEmpty())
        return;
    std::optional<ReportFormat> format = reportFormatOf(path);
    if (!format) {
        // A name without a known suffix gets HTML's: one file that opens anywhere.
        path += QStringLiteral(".html");
        format = ReportFormat::Html;
    }
    const Result<BattleReport> told = report();
    if (!told && told.error() == cancelledError())
        return; // the player cancelled: nothing to say
    if (!told) {
        m_notice(tr("The battle report could not be written"), told.error().message);
        return;
    }
    if (auto error = writeBattleReport(told.value(), path, *format, localPaper()))
        m_notice(tr("The battle report could not be written"), error->message);
}

void ReportActions::copyTurn()
{
    const Result<BattleReport> told = report();
    if (!told && told.error() == cancelledError())
        return;
    if (!told) {
        m_notice(tr("The turn could not be copied"), told.error().message);
        return;
    }
    const qsizetype last = told.value().turns().size() - 1;
    if (last < 0) {
        m_notice(tr("The turn could not be copied"), tr("No action has been recorded yet."));
        return;
    }
    QGuiApplication::clipboard()->setText(reportMarkdown(told.value().turnDocument(last)));
}

} // namespace wm
