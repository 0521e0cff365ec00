<?php

namespace App\Events;

use App\Models\User;
use Illuminate\Broadcasting\InteractsWithSockets;
use Illuminate\Broadcasting\PrivateChannel;
use Illuminate\Contracts\Broadcasting\ShouldBroadcastNow;
use Illuminate\Foundation\Events\Dispatchable;

/** Free spins were given (FreespinRewardNotificationEvent in server/openapi.yaml). */
class FreespinRewardNotification implements ShouldBroadcastNow
{
    use Dispatchable, InteractsWithSockets;

    public function __construct(
        private User $user,
        public int $id,
        public int $quantity,
        public string $gameTitle,
    ) {}

    public function broadcastOn(): array
    {
        return [new PrivateChannel($this->user)];
    }

    public function broadcastAs(): string
    {
        return 'FreespinRewardNotification';
    }
}
