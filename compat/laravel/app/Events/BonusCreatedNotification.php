<?php

namespace App\Events;

use App\Models\User;
use Illuminate\Broadcasting\InteractsWithSockets;
use Illuminate\Broadcasting\PrivateChannel;
use Illuminate\Contracts\Broadcasting\ShouldBroadcastNow;
use Illuminate\Foundation\Events\Dispatchable;

/** A bonus was given (BonusCreatedNotificationEvent in server/openapi.yaml); its amount is in the player's currency. */
class BonusCreatedNotification implements ShouldBroadcastNow
{
    use Dispatchable, InteractsWithSockets;

    public function __construct(
        private User $user,
        public int $id,
        public string $title,
        public string $amount,
        public int $wager,
    ) {}

    public function broadcastOn(): array
    {
        return [new PrivateChannel($this->user)];
    }

    public function broadcastAs(): string
    {
        return 'BonusCreatedNotification';
    }
}
