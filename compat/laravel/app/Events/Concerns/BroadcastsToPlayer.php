<?php

namespace App\Events\Concerns;

use Illuminate\Broadcasting\InteractsWithSockets;
use Illuminate\Broadcasting\PrivateChannel;
use Illuminate\Foundation\Events\Dispatchable;

/**
 * An event for one player, on their private channel App.Models.User.{uuid}, named by its class (the SPA listens
 * to `.BalanceChanged`, …). The using class holds the player in a private `$user`, so only the payload's public
 * properties are broadcast.
 */
trait BroadcastsToPlayer
{
    use Dispatchable, InteractsWithSockets;

    public function broadcastOn(): array
    {
        return [new PrivateChannel($this->user)];
    }

    public function broadcastAs(): string
    {
        return class_basename($this);
    }
}
